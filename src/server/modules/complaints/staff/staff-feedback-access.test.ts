import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { complaint, expectProblem, MY_FEEDBACK, STAFF_FEEDBACK, staffFeedbackKit } from './complaint-fixtures';

const NOT_FOUND = 'We could not find this feedback or complaint.';
const abuse = { ...complaint, category: 'sexual_exploitation_abuse', subject: 'A worker asked for favours' };

describe('the staff feedback queue: who sees what', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffFeedbackKit>;
  let officer: BuiltUser;
  let admin: BuiltUser;
  let guardian: BuiltUser;
  let safeAdmin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    kit = staffFeedbackKit(t);
    officer = await kit.staff();
    admin = await kit.staff({ admin: true });
    guardian = await kit.staff({ safeguarding: true });
    safeAdmin = await kit.staff({ admin: true, safeguarding: true });
  });
  afterAll(() => t.close());

  const total = async (user: BuiltUser) =>
    (
      await kit.call(user, 'GET', `${STAFF_FEEDBACK}?status=all&category=sexual_exploitation_abuse&pageSize=100`)
    ).json() as {
      total: number;
      items: { id: string }[];
    };

  it('a sensitive case does not exist for staff without safeguarding, admins included: not listed, not counted, 404', async () => {
    const before = {
      officer: (await total(officer)).total,
      admin: (await total(admin)).total,
      guardian: (await total(guardian)).total,
    };
    const { id } = await kit.submitted(abuse);
    for (const [name, user] of [
      ['officer', officer],
      ['admin', admin],
    ] as const) {
      const page = await total(user);
      expect(page.total, name).toBe(before[name]);
      expect(page.items.map((item) => item.id)).not.toContain(id);
      const all = (await kit.call(user, 'GET', `${STAFF_FEEDBACK}?status=all&pageSize=100`)).json();
      expect(all.items.map((item: { id: string }) => item.id)).not.toContain(id);
      expectProblem(await kit.call(user, 'GET', `${STAFF_FEEDBACK}/${id}`), 404, NOT_FOUND);
      for (const [action, body] of [
        ['assign', {}],
        ['status', { status: 'in_progress' }],
        ['priority', { priority: 'low' }],
        ['notes', { message: 'x' }],
        ['replies', { message: 'x' }],
      ] as const) {
        expectProblem(await kit.act(user, id, action, body), 404, NOT_FOUND);
      }
    }
    const seen = await total(guardian);
    expect(seen.total).toBe(before.guardian + 1);
    expect(seen.items.map((item) => item.id)).toContain(id);
    expect((await kit.call(guardian, 'GET', `${STAFF_FEEDBACK}/${id}`)).json()).toMatchObject({
      sensitive: true,
      priority: 'urgent',
      allowed: { assignToMe: true, handle: false },
    });
    expect((await kit.call(safeAdmin, 'GET', `${STAFF_FEEDBACK}/${id}`)).json()).toMatchObject({
      allowed: { handle: true, assignOthers: true },
    });
  });

  it('goes only to staff with safeguarding; its handler keeps it even without', async () => {
    const { id } = await kit.submitted(abuse);
    expectProblem(
      await kit.act(safeAdmin, id, 'assign', { userId: officer.userId }),
      409,
      'This staff member cannot handle this case: they must be active, and have the safeguarding permission for a sensitive case.',
    );
    const taken = await kit.act(guardian, id, 'assign');
    expect(taken.json()).toMatchObject({ status: 'assigned', assignedTo: { id: guardian.userId } });
    expect((await kit.act(guardian, id, 'replies', { message: 'You are safe to talk to us.' })).statusCode).toBe(201);

    // A handler's case stays theirs to see, even if the permission is later removed.
    const handler = await kit.staff({ safeguarding: true });
    expect((await kit.act(safeAdmin, id, 'assign', { userId: handler.userId })).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/team/${handler.userId}/safeguarding`,
      headers: { cookie: safeAdmin.cookie },
      payload: { safeguarding: false },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await kit.call(handler, 'GET', `${STAFF_FEEDBACK}/${id}`)).statusCode).toBe(200);
    // ...and only that one: another sensitive case is gone for them.
    const other = await kit.submitted(abuse);
    expectProblem(await kit.call(handler, 'GET', `${STAFF_FEEDBACK}/${other.id}`), 404, NOT_FOUND);
    expect((await kit.call(guardian, 'GET', `${STAFF_FEEDBACK}/${id}`)).json().allowed.handle).toBe(false);
  });

  it('names the person of an anonymous case to its handler only; the person never sees staff names', async () => {
    const person = await buildUser(t, { firstName: 'Nyaboke', lastName: 'Anonymous' });
    const { id, reference, beneficiaryId } = await kit.submitted({ anonymous: true }, person);
    const listed = (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?reference=${reference}`)).json().items;
    expect(listed).toEqual([expect.objectContaining({ id, anonymous: true, person: null })]);
    const before = await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/${id}`);
    expect(before.json().person).toBeNull();
    expect(before.body).not.toContain('Nyaboke');
    expect(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'feedback.person_viewed'), eq(auditEvents.targetId, id))),
    ).toEqual([]);

    const taken = await kit.act(officer, id, 'assign');
    expect(taken.json().person).toMatchObject({ name: 'Nyaboke Anonymous', beneficiaryId });
    await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/${id}`);
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'feedback.person_viewed'));
    // Logged against the case, not in the person's history that any staff member can open.
    expect(reads.filter((event) => event.targetId === id)).toEqual([
      expect.objectContaining({ targetType: 'feedback_case', actorUserId: officer.userId }),
    ]);
    expect(reads.filter((event) => event.targetId === beneficiaryId)).toEqual([]);

    const adminView = await kit.call(safeAdmin, 'GET', `${STAFF_FEEDBACK}/${id}`);
    expect(adminView.json().person).toBeNull();
    expect(adminView.body).not.toContain('Nyaboke');
    expect(JSON.stringify((await kit.call(admin, 'GET', `${STAFF_FEEDBACK}?pageSize=100`)).json())).not.toContain(
      'Nyaboke',
    );

    await kit.act(officer, id, 'replies', { message: 'Thank you for telling us.' });
    const mine = await kit.call(person, 'GET', `${MY_FEEDBACK}/${id}`);
    expect(mine.json().replies).toHaveLength(1);
    expect(mine.body).not.toContain('Grace');
    expect(mine.body).not.toContain(officer.userId);
  });

  it('finds a case by the reference the person quotes, open or not; a sensitive one only for those who may see it', async () => {
    const plain = await kit.submitted();
    const { id: abuseId, reference: abuseReference } = await kit.submitted(abuse);
    await kit.act(officer, plain.id, 'assign');
    await kit.act(officer, plain.id, 'replies', { message: 'Sorted.' });
    await kit.act(officer, plain.id, 'status', { status: 'resolved' });
    const find = async (user: BuiltUser, quoted: string) =>
      (await kit.call(user, 'GET', `${STAFF_FEEDBACK}?reference=${encodeURIComponent(quoted)}&priority=urgent`)).json();
    // Quoted in lower case with spaces, with a filter that would hide it: still that one resolved case.
    expect(await find(admin, ` ${plain.reference.toLowerCase()} `)).toMatchObject({
      total: 1,
      items: [{ id: plain.id, status: 'resolved' }],
    });
    expect(await find(officer, abuseReference)).toMatchObject({ total: 0, items: [] });
    expect(await find(guardian, abuseReference)).toMatchObject({ total: 1, items: [{ id: abuseId }] });
    expect((await find(officer, 'FB-1900-000001')).total).toBe(0);
  });

  it('is for approved staff only: 401 without a session, 403 for other portals and pending staff', async () => {
    const { id } = await kit.submitted();
    const endpoints: ['GET' | 'POST', string, unknown?][] = [
      ['GET', STAFF_FEEDBACK],
      ['GET', `${STAFF_FEEDBACK}/${id}`],
      ['POST', `${STAFF_FEEDBACK}/${id}/assign`, {}],
      ['POST', `${STAFF_FEEDBACK}/${id}/status`, { status: 'in_progress' }],
      ['POST', `${STAFF_FEEDBACK}/${id}/priority`, { priority: 'low' }],
      ['POST', `${STAFF_FEEDBACK}/${id}/notes`, { message: 'x' }],
      ['POST', `${STAFF_FEEDBACK}/${id}/replies`, { message: 'x' }],
    ];
    const beneficiary = await buildUser(t);
    const employer = await buildUser(t, { userType: 'employer' });
    const pending = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null });
    for (const [method, url, body] of endpoints) {
      expectProblem(await kit.call(null, method, url, body), 401);
      for (const user of [beneficiary, employer, pending]) expectProblem(await kit.call(user, method, url, body), 403);
    }
  });
  it('safeguarding staff restrict a case filed under an ordinary category; from then on others get 404; no way back', async () => {
    const { id } = await kit.submitted({ ...complaint, category: 'other', subject: 'About the distribution point' });
    expect((await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/${id}`)).json()).toMatchObject({
      sensitive: false,
      allowed: { restrict: false },
    });
    expect((await kit.call(guardian, 'GET', `${STAFF_FEEDBACK}/${id}`)).json()).toMatchObject({
      allowed: { restrict: true },
    });

    expectProblem(await kit.act(officer, id, 'restrict'), 403);
    expectProblem(await kit.act(admin, id, 'restrict'), 403);
    const restricted = await kit.act(guardian, id, 'restrict');
    expect(restricted.statusCode).toBe(200);
    expect(restricted.json()).toMatchObject({ sensitive: true, allowed: { restrict: false } });

    expectProblem(await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/${id}`), 404, NOT_FOUND);
    expectProblem(await kit.call(admin, 'GET', `${STAFF_FEEDBACK}/${id}`), 404, NOT_FOUND);
    expect((await kit.act(guardian, id, 'restrict')).statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'feedback.restricted')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(guardian.userId);
  });
});
