import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredMember, DeclaredMemberList } from '@domain/households';
import { auditEvents, beneficiaries, householdMembers, households } from '@server/db/schema';
import { buildBeneficiary, buildBeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { randomLetters } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { syncHouseholds } from '../sync/sync-households';

const BASE = '/api/v1/beneficiary/household-members';
const reconcileUrl = (id: string) => `/api/v1/staff/household-declarations/${id}/reconcile`;
const daughter = { name: 'Safiya Hassan', relationship: 'child', birthYear: 2012, gender: 'female' } as const;

describe('declared household members', () => {
  let t: TestApp;
  let officer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const declare = async (cookie: string, member: object = daughter) => {
    const response = await call('POST', BASE, cookie, member);
    expect(response.statusCode).toBe(201);
    return response.json<DeclaredMember>();
  };
  /** A head of household with a portal account, in a household of their own. */
  async function head() {
    const ref = `HH-${randomLetters(10)}`;
    const account = await buildBeneficiaryAccount(t, { householdId: ref });
    await syncHouseholds(t.database.db, [account.beneficiaryId]);
    const [household] = await t.database.db.select().from(households).where(eq(households.reference, ref));
    await t.database.db
      .update(households)
      .set({ headBeneficiaryId: account.beneficiaryId })
      .where(eq(households.id, household!.id));
    return { ...account, ref, householdId: household!.id };
  }

  it('declares members, lists them as pending, and deletes one', async () => {
    const person = await head();
    const first = await declare(person.cookie);
    expect(first).toMatchObject({ ...daughter, reconciliation: 'pending', matched: null });
    await declare(person.cookie, { ...daughter, name: 'Omar Hassan', gender: 'male' });

    const list = (await call('GET', BASE, person.cookie)).json<DeclaredMemberList>();
    expect(list.limit).toBe(30);
    expect(list.members.map((member) => member.name)).toEqual(['Safiya Hassan', 'Omar Hassan']);
    expect((await call('DELETE', `${BASE}/${first.id}`, person.cookie)).statusCode).toBe(204);
    const after = (await call('GET', BASE, person.cookie)).json<DeclaredMemberList>();
    expect(after.members.map((member) => member.name)).toEqual(['Omar Hassan']);
  });

  it('refuses a name too short, a birth year in the future and a relationship not on the list', async () => {
    const person = await head();
    const year = new Date().getFullYear();
    for (const bad of [{ name: 'A' }, { birthYear: year + 1 }, { relationship: 'cousin' }]) {
      expect((await call('POST', BASE, person.cookie, { ...daughter, ...bad })).statusCode).toBe(400);
    }
  });

  it('stops at 30 declared members', async () => {
    const person = await head();
    for (let index = 0; index < 30; index += 1) await declare(person.cookie, { ...daughter, name: `Child ${index}` });
    const response = await call('POST', BASE, person.cookie, daughter);
    expect(response.statusCode).toBe(409);
  });

  it("answers 404 for another person's declared member", async () => {
    const person = await head();
    const other = await head();
    const theirs = await declare(other.cookie);
    expect((await call('DELETE', `${BASE}/${theirs.id}`, person.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/not-an-id`, person.cookie)).statusCode).toBe(404);
  });

  it('staff match a declared member to a registry person, who joins the household; then it cannot be deleted', async () => {
    const person = await head();
    const declared = await declare(person.cookie);
    const registered = await buildBeneficiary(t, { firstName: 'Safiya', householdId: `HH-${randomLetters(10)}` });
    await syncHouseholds(t.database.db, [registered.id]);

    const response = await call('POST', reconcileUrl(declared.id), officer.cookie, { match: registered.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<DeclaredMember>()).toMatchObject({
      reconciliation: 'matched',
      matched: { beneficiaryId: registered.id },
    });
    const [row] = await t.database.db.select().from(beneficiaries).where(eq(beneficiaries.id, registered.id));
    expect(row!.householdId).toBe(person.ref);
    const [membership] = await t.database.db
      .select()
      .from(householdMembers)
      .where(and(eq(householdMembers.beneficiaryId, registered.id), isNull(householdMembers.leftAt)));
    // Declared by the head, so the declared relationship is the relationship to the head.
    expect(membership).toMatchObject({ householdId: person.householdId, relationship: 'child' });
    const audited = await t.database.db
      .select({ targetType: auditEvents.targetType, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'household.declaration_reconciled'));
    expect(audited).toEqual(
      expect.arrayContaining([
        { targetType: 'household', targetId: person.householdId },
        { targetType: 'beneficiary', targetId: person.beneficiaryId },
        { targetType: 'beneficiary', targetId: registered.id },
      ]),
    );

    expect((await call('DELETE', `${BASE}/${declared.id}`, person.cookie)).statusCode).toBe(409);
    const again = await call('POST', reconcileUrl(declared.id), officer.cookie, { notInRegistry: true });
    expect(again.statusCode).toBe(409);
  });

  it('staff mark a declared member as not in the registry', async () => {
    const person = await head();
    const declared = await declare(person.cookie);
    const response = await call('POST', reconcileUrl(declared.id), officer.cookie, { notInRegistry: true });
    expect(response.json<DeclaredMember>()).toMatchObject({ reconciliation: 'not_in_registry', matched: null });
    const list = (await call('GET', BASE, person.cookie)).json<DeclaredMemberList>();
    expect(list.members[0]?.reconciliation).toBe('not_in_registry');
  });

  it('answers 404 for an unknown declaration and 403 to other portals', async () => {
    const person = await head();
    const declared = await declare(person.cookie);
    const unknown = await call('POST', reconcileUrl('00000000-0000-4000-8000-000000000000'), officer.cookie, {
      notInRegistry: true,
    });
    expect(unknown.statusCode).toBe(404);
    const employer = await buildUser(t, { userType: 'employer' });
    expect((await call('GET', BASE, officer.cookie)).statusCode).toBe(403);
    expect((await call('GET', BASE, employer.cookie)).statusCode).toBe(403);
    expect((await call('POST', reconcileUrl(declared.id), person.cookie, { notInRegistry: true })).statusCode).toBe(
      403,
    );
  });
});
