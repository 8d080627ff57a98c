import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateAlerts, feedbackCases, staffMembers } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { buildComplaint } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/notifications';
const tag = randomUUID().slice(0, 8);

let t: TestApp;
let admin: BuiltUser;
let safeAdmin: BuiltUser;
let officer: BuiltUser;

type Item = {
  id: string;
  kind: string;
  unread: boolean;
  link: string | null;
  reference: string | null;
  category: string | null;
  staffName: string | null;
};
type Notifications = { items: Item[]; unread: number; lastSeenAt: string | null };

async function notifications(user: BuiltUser): Promise<Notifications> {
  const response = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function markSeen(user: BuiltUser | null) {
  return t.app.inject({ method: 'POST', url: `${URL}/seen`, headers: user ? { cookie: user.cookie } : {} });
}

async function person(firstName: string) {
  const row = await buildBeneficiary(t, { firstName, lastName: `Notified${tag}`, locationCamp: 'DAD' });
  return row.id;
}

async function feedbackCase(
  beneficiaryId: string,
  category: 'payments' | 'sexual_exploitation_abuse',
  sensitive: boolean,
) {
  return buildComplaint(t, beneficiaryId, {
    reference: `FB-T${tag}-${sensitive ? 'S' : 'P'}`,
    category,
    subject: `Subject ${tag}`,
    description: `What happened to Secret${tag}, in detail.`,
    contactChannel: 'phone',
    sensitive,
  });
}

let alertId: string;
let pendingStaff: BuiltUser;
let plainCase: { id: string; reference: string };
let sensitiveCase: { id: string; reference: string };

beforeAll(async () => {
  // The list is the newest twenty of everything: on a shared database other files' duplicate scans crowd these out.
  t = await createTestApp({ ownDatabase: true });
  admin = await buildStaffAdmin(t);
  safeAdmin = await buildStaffAdmin(t);
  await t.database.db.update(staffMembers).set({ safeguarding: true }).where(eq(staffMembers.userId, safeAdmin.userId));
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  const ids = [await person(`Asha${tag}`), await person(`Ashaa${tag}`)].sort();
  [alertId] = await t.database.db
    .insert(duplicateAlerts)
    .values({ beneficiaryAId: ids[0]!, beneficiaryBId: ids[1]!, riskScore: 0.92 })
    .returning()
    .then((rows) => rows.map((row) => row.id));
  pendingStaff = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null });
  plainCase = await feedbackCase(ids[0]!, 'payments', false);
  sensitiveCase = await feedbackCase(ids[1]!, 'sexual_exploitation_abuse', true);
});

afterAll(async () => t.close());

const find = (body: Notifications, id: string) => body.items.find((item) => item.id === id);

describe('GET /api/v1/staff/notifications', () => {
  it('lists pending duplicates, staff waiting for approval and new complaints for an admin, all unread at first', async () => {
    const body = await notifications(admin);
    expect(body.lastSeenAt).toBeNull();
    expect(find(body, `duplicate-${alertId}`)).toMatchObject({
      kind: 'duplicateAlert',
      link: '/staff/duplicates',
      unread: true,
    });
    expect(find(body, `staff-${pendingStaff.userId}`)).toMatchObject({
      kind: 'staffApproval',
      link: '/staff/team',
      staffName: 'Grace Wanjiru',
      unread: true,
    });
    expect(find(body, `feedback-${plainCase.id}`)).toMatchObject({
      kind: 'complaint',
      reference: plainCase.reference,
      category: 'payments',
      link: `/staff/complaints/${plainCase.id}`,
    });
    expect(body.unread).toBe(body.items.filter((item) => item.unread).length);
    expect(body.unread).toBeGreaterThanOrEqual(3);
    const times = body.items.map((item) => (item as unknown as { at: string }).at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a sensitive case only to staff with the safeguarding permission, admins included', async () => {
    expect(find(await notifications(admin), `feedback-${sensitiveCase.id}`)).toBeUndefined();
    expect(find(await notifications(safeAdmin), `feedback-${sensitiveCase.id}`)).toMatchObject({
      kind: 'sensitiveCase',
      reference: sensitiveCase.reference,
      category: null,
      link: `/staff/complaints/${sensitiveCase.id}`,
    });
  });

  it('never names the person behind a complaint nor says what happened', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: safeAdmin.cookie } });
    expect(response.body).not.toContain(`Notified${tag}`);
    expect(response.body).not.toContain(`Secret${tag}`);
    expect(response.body).not.toContain(`Subject ${tag}`);
    expect(response.body).not.toContain('sexual_exploitation_abuse');
  });

  it('shows an officer neither staff approvals nor sensitive cases, unless the case is theirs', async () => {
    const body = await notifications(officer);
    expect(find(body, `duplicate-${alertId}`)).toBeDefined();
    expect(find(body, `feedback-${plainCase.id}`)).toBeDefined();
    expect(body.items.some((item) => item.kind === 'staffApproval')).toBe(false);
    expect(find(body, `feedback-${sensitiveCase.id}`)).toBeUndefined();
    await t.database.db
      .update(feedbackCases)
      .set({ assignedTo: officer.userId })
      .where(eq(feedbackCases.id, sensitiveCase.id));
    expect(find(await notifications(officer), `feedback-${sensitiveCase.id}`)).toMatchObject({
      kind: 'sensitiveCase',
      category: null,
    });
  });

  it('has nothing unread once seen, and what arrives after is unread again', async () => {
    const seen = await markSeen(admin);
    expect(seen.statusCode).toBe(200);
    const afterSeen = await notifications(admin);
    expect(afterSeen.lastSeenAt).toBe(seen.json().lastSeenAt);
    expect(find(afterSeen, `duplicate-${alertId}`)!.unread).toBe(false);
    expect(find(afterSeen, `feedback-${plainCase.id}`)!.unread).toBe(false);

    const ids = [await person(`Baraka${tag}`), await person(`Barak${tag}`)].sort();
    const [fresh] = await t.database.db
      .insert(duplicateAlerts)
      .values({ beneficiaryAId: ids[0]!, beneficiaryBId: ids[1]!, riskScore: 0.75 })
      .returning();
    const later = await notifications(admin);
    expect(find(later, `duplicate-${fresh!.id}`)!.unread).toBe(true);
    expect(later.unread).toBeGreaterThanOrEqual(1);
    // Seeing is per staff member: the officer's own list is still all unread.
    expect(find(await notifications(officer), `duplicate-${alertId}`)!.unread).toBe(true);
  });

  it('is for approved staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await markSeen(null)).statusCode).toBe(401);
    for (const user of [await buildUser(t), await buildEmployer(t), pendingStaff]) {
      expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: user.cookie } })).statusCode).toBe(403);
      expect((await markSeen(user)).statusCode).toBe(403);
    }
  });
});
