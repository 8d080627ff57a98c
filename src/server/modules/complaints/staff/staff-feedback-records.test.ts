import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { expectProblem, STAFF_FEEDBACK, staffFeedbackKit } from './complaint-fixtures';

const CLOSED =
  'This case is closed: it can no longer be answered, reassigned or changed. Internal notes can still be added.';

/* What the audit trail and the closed state say about a case after the fact. */
describe('the staff feedback queue: the record of a case', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffFeedbackKit>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = staffFeedbackKit(t);
  });
  afterAll(() => t.close());

  it('records that taking an anonymous case revealed who sent it, and not for a named case', async () => {
    const officer = await kit.staff();
    const anonymous = await kit.submitted({ anonymous: true });
    const named = await kit.submitted();
    expect((await kit.act(officer, anonymous.id, 'assign')).json()).toMatchObject({
      person: { name: 'Zawadi Kiprono' },
    });
    await kit.act(officer, named.id, 'assign');

    const [revealed] = await kit.audits(anonymous.id);
    expect(revealed).toMatchObject({
      action: 'feedback.assigned',
      actorUserId: officer.userId,
      details: { to: officer.userId, revealsIdentity: true },
    });
    const [plain] = await kit.audits(named.id);
    expect(plain).toMatchObject({ action: 'feedback.assigned', details: { revealsIdentity: false } });
  });

  it('records the reveal when an admin hands an anonymous case to another handler', async () => {
    const [officer, admin] = [await kit.staff(), await kit.staff({ admin: true })];
    const { id } = await kit.submitted({ anonymous: true });
    expect((await kit.act(admin, id, 'assign', { userId: officer.userId })).statusCode).toBe(200);
    const [event] = await kit.audits(id);
    expect(event).toMatchObject({ actorUserId: admin.userId, details: { to: officer.userId, revealsIdentity: true } });
  });

  it('takes internal notes on a closed case, and says so when refusing anything else', async () => {
    const officer = await kit.staff();
    const { id } = await kit.submitted();
    await kit.act(officer, id, 'assign');
    await kit.act(officer, id, 'replies', { message: 'Paid today.' });
    await kit.act(officer, id, 'status', { status: 'resolved' });
    await kit.act(officer, id, 'status', { status: 'closed' });

    const noted = await kit.act(officer, id, 'notes', {
      message: 'Audit in March: the provider confirmed the payment.',
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json()).toMatchObject({ status: 'closed', allowed: { handle: true, statuses: [] } });
    expect(noted.json().notes.map((note: { body: string }) => note.body)).toEqual([
      'Audit in March: the provider confirmed the payment.',
    ]);
    expect((await kit.audits(id)).map((event) => event.action)).toContain('feedback.note_added');

    expectProblem(await kit.act(officer, id, 'replies', { message: 'One more thing.' }), 409, CLOSED);
    expectProblem(await kit.act(officer, id, 'priority', { priority: 'urgent' }), 409, CLOSED);
    expectProblem(await kit.act(officer, id, 'assign'), 409, CLOSED);
    const opened = (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/${id}`)).json();
    expect(opened).toMatchObject({ status: 'closed', replies: [expect.objectContaining({ body: 'Paid today.' })] });
  });
});
