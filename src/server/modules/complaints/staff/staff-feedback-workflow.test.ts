import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, feedbackCases, staffMembers } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { complaint, expectProblem, MY_FEEDBACK, STAFF_FEEDBACK, staffFeedbackKit } from './complaint-fixtures';

const DAY = 86_400_000;

describe('the staff feedback queue: handling a case', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffFeedbackKit>;
  let officer: BuiltUser;
  let colleague: BuiltUser;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    kit = staffFeedbackKit(t);
    officer = await kit.staff();
    colleague = await kit.staff();
    admin = await kit.staff({ admin: true });
  });
  afterAll(() => t.close());

  it('takes a complaint from new to closed: assign, note, reply, resolve, close; each step audited and the person told', async () => {
    const { user, id, reference, beneficiaryId } = await kit.submitted();
    // By the reference the person quotes: on a reused database the filtered queue may hold more than a page.
    const list = (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?reference=${reference}`)).json();
    expect(list.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      reference,
      kind: 'complaint',
      category: 'payments',
      subject: complaint.subject,
      priority: 'medium',
      status: 'new',
      overdue: false,
      assignedTo: null,
      sensitive: false,
      anonymous: false,
      person: { name: 'Zawadi Kiprono', progresId: null },
    });

    const assigned = await kit.act(officer, id, 'assign');
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'assigned',
      assignedTo: { id: officer.userId, name: 'Grace Wanjiru' },
      allowed: { handle: true, statuses: ['in_progress'] },
    });

    const noted = await kit.act(officer, id, 'notes', { message: '  Checked with M-Pesa: the number was wrong. ' });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().notes).toEqual([
      expect.objectContaining({
        direction: 'note',
        body: 'Checked with M-Pesa: the number was wrong.',
        authorName: 'Grace Wanjiru',
      }),
    ]);
    expect(noted.json().status).toBe('assigned');

    const replied = await kit.act(officer, id, 'replies', {
      message: 'We have corrected your number; the transfer goes out on Friday.',
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({ status: 'in_progress', allowed: { statuses: ['resolved'] } });
    expect(replied.json().replies).toEqual([
      expect.objectContaining({ direction: 'from_agency', authorName: 'Grace Wanjiru' }),
    ]);

    const resolved = await kit.act(officer, id, 'status', { status: 'resolved' });
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
      allowed: { statuses: ['closed', 'in_progress'] },
    });

    // The person: the reply speaks for the agency, the note does not exist, no staff name anywhere.
    const mine = await kit.call(user, 'GET', `${MY_FEEDBACK}/${id}`);
    expect(mine.json()).toMatchObject({ status: 'resolved', agencyReplies: 1 });
    expect(mine.json().replies).toEqual([
      {
        id: expect.any(String),
        direction: 'from_agency',
        body: 'We have corrected your number; the transfer goes out on Friday.',
        createdAt: expect.any(String),
      },
    ]);
    expect(mine.body).not.toContain('Wanjiru');
    expect(mine.body).not.toContain('M-Pesa: the number was wrong');

    const closed = await kit.act(officer, id, 'status', { status: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', allowed: { handle: true, statuses: [] } });

    const actions = (await kit.audits(id)).map((event) => event.action);
    expect(actions).toEqual([
      'feedback.assigned',
      'feedback.note_added',
      'feedback.replied',
      'feedback.status_changed',
      'feedback.status_changed',
    ]);
    const auditText = JSON.stringify(await kit.audits(id));
    expect(auditText).not.toContain('M-Pesa');
    expect(auditText).not.toContain('transfer goes out');
    expect(auditText).not.toContain(complaint.subject);

    const kinds = (await kit.notices(beneficiaryId)).map((notice) => [notice.kind, notice.params]);
    expect(kinds).toEqual([
      ['feedback_status_changed', { reference }],
      ['feedback_replied', { reference }],
      ['feedback_status_changed', { reference }],
      ['feedback_status_changed', { reference }],
    ]);
  });

  it('refuses every move outside the workflow with 409', async () => {
    const { id } = await kit.submitted();
    const illegal = 'This case cannot move to that status from where it is now. Reload it to see its current status.';
    for (const status of ['new', 'assigned', 'in_progress', 'resolved', 'closed']) {
      expectProblem(await kit.act(admin, id, 'status', { status }), 409, illegal);
    }
    await kit.act(officer, id, 'assign');
    for (const status of ['new', 'assigned', 'resolved', 'closed'])
      expectProblem(await kit.act(officer, id, 'status', { status }), 409, illegal);
    expect((await kit.act(officer, id, 'status', { status: 'in_progress' })).statusCode).toBe(200);
    for (const status of ['new', 'assigned', 'in_progress', 'closed'])
      expectProblem(await kit.act(officer, id, 'status', { status }), 409, illegal);
    await kit.act(officer, id, 'status', { status: 'resolved' });
    for (const status of ['new', 'assigned', 'resolved'])
      expectProblem(await kit.act(officer, id, 'status', { status }), 409, illegal);

    // Reopened by staff: not resolved any more, and a fresh due date.
    const reopened = (await kit.act(officer, id, 'status', { status: 'in_progress' })).json();
    expect(reopened).toMatchObject({ status: 'in_progress', resolvedAt: null });
    await kit.act(officer, id, 'status', { status: 'resolved' });
    await kit.act(officer, id, 'status', { status: 'closed' });

    const closed =
      'This case is closed: it can no longer be answered, reassigned or changed. Internal notes can still be added.';
    for (const status of ['new', 'assigned', 'in_progress', 'resolved', 'closed'])
      expectProblem(await kit.act(officer, id, 'status', { status }), 409, illegal);
    expectProblem(await kit.act(officer, id, 'replies', { message: 'One more thing' }), 409, closed);
    expectProblem(await kit.act(admin, id, 'assign', {}), 409, closed);
    expectProblem(await kit.act(officer, id, 'priority', { priority: 'urgent' }), 409, closed);
    const [row] = await t.database.db.select().from(feedbackCases).where(eq(feedbackCases.id, id));
    expect(row!.status).toBe('closed');
  });

  it('lets only the handler or an admin act; a colleague cannot take over a case in hand', async () => {
    const { id } = await kit.submitted();
    const notHandler =
      'Only the staff member handling this case, or an administrator, can do this. Assign it to yourself first.';
    expectProblem(await kit.act(officer, id, 'notes', { message: 'Before taking it' }), 403, notHandler);
    await kit.act(officer, id, 'assign');
    expectProblem(await kit.act(colleague, id, 'replies', { message: 'Hello' }), 403, notHandler);
    expectProblem(await kit.act(colleague, id, 'notes', { message: 'Hello' }), 403, notHandler);
    expectProblem(await kit.act(colleague, id, 'status', { status: 'in_progress' }), 403, notHandler);
    expectProblem(await kit.act(colleague, id, 'priority', { priority: 'low' }), 403, notHandler);
    expectProblem(
      await kit.act(colleague, id, 'assign'),
      409,
      'Someone else is already handling this case. Ask an administrator to hand it over.',
    );
    expectProblem(await kit.act(colleague, id, 'assign', { userId: colleague.userId }), 409);
    expectProblem(
      await kit.act(officer, id, 'assign', { userId: colleague.userId }),
      403,
      'Only administrators can do this.',
    );

    // An admin acts on any case and hands it over to an active staff member.
    expect((await kit.act(admin, id, 'notes', { message: 'Please call her back' })).statusCode).toBe(201);
    const handed = await kit.act(admin, id, 'assign', { userId: colleague.userId });
    expect(handed.json()).toMatchObject({ assignedTo: { id: colleague.userId }, status: 'assigned' });
    expect((await kit.act(colleague, id, 'status', { status: 'in_progress' })).statusCode).toBe(200);
    expectProblem(
      await kit.act(admin, id, 'assign', { userId: 'no-such-user' }),
      404,
      'This staff member does not exist.',
    );
    const gone = await kit.staff();
    await t.database.db.update(staffMembers).set({ status: 'deactivated' }).where(eq(staffMembers.userId, gone.userId));
    expectProblem(await kit.act(admin, id, 'assign', { userId: gone.userId }), 409);
  });

  it('marks a case whose handler was deactivated, in the queue and on the case, until an admin hands it on', async () => {
    const { id, reference } = await kit.submitted();
    const leaving = await kit.staff();
    expect((await kit.act(leaving, id, 'assign')).statusCode).toBe(200);
    const team = await kit.call(admin, 'POST', `/api/v1/staff/team/${leaving.userId}/deactivate`);
    expect(team.statusCode).toBe(200);

    const inQueue = (await kit.call(admin, 'GET', `${STAFF_FEEDBACK}?reference=${reference}&status=all`)).json() as {
      items: { id: string; assignedTo: unknown }[];
    };
    expect(inQueue.items.find((item) => item.id === id)?.assignedTo).toMatchObject({
      id: leaving.userId,
      active: false,
    });
    expect((await kit.call(admin, 'GET', `${STAFF_FEEDBACK}/${id}`)).json()).toMatchObject({
      assignedTo: { id: leaving.userId, active: false },
    });

    const handed = await kit.act(admin, id, 'assign', { userId: colleague.userId });
    expect(handed.json()).toMatchObject({ assignedTo: { id: colleague.userId, active: true } });
  });

  it('an admin replying to a case nobody has taken takes it', async () => {
    const { id } = await kit.submitted();
    const replied = (await kit.act(admin, id, 'replies', { message: 'We are looking into it.' })).json();
    expect(replied).toMatchObject({ status: 'in_progress', assignedTo: { id: admin.userId } });
  });

  it('changes the priority and moves the due date with it, from the same start', async () => {
    const { id } = await kit.submitted();
    await kit.act(officer, id, 'assign');
    const [row] = await t.database.db.select().from(feedbackCases).where(eq(feedbackCases.id, id));
    const urgent = (await kit.act(officer, id, 'priority', { priority: 'urgent' })).json();
    expect(urgent.priority).toBe('urgent');
    expect(Date.parse(urgent.dueAt)).toBe(row!.dueAt!.getTime() - 6 * DAY);
    const audit = (await kit.audits(id)).find((event) => event.action === 'feedback.priority_changed');
    expect(audit?.details).toMatchObject({ from: 'medium', to: 'urgent' });
    expectProblem(await kit.act(officer, id, 'priority', { priority: 'asap' }), 400);
  });

  it('lists open cases overdue first, then those awaiting our answer, then by due date, and filters', async () => {
    const late = await kit.submitted({ subject: 'Late case' });
    const soon = await kit.submitted({ subject: 'Soon case' });
    await t.database.db
      .update(feedbackCases)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(feedbackCases.id, late.id));
    await kit.act(officer, soon.id, 'assign');

    type Item = { id: string; overdue: boolean; awaitingReply: boolean; dueAt: string | null; status: string };
    const items: Item[] = (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?pageSize=100`)).json().items;
    expect(items.every((item) => ['new', 'assigned', 'in_progress'].includes(item.status))).toBe(true);
    const firstOnTime = items.findIndex((item) => !item.overdue);
    const onTime = items.slice(firstOnTime);
    expect(onTime.some((item) => item.overdue)).toBe(false);
    // On a shared database other files' cases may await an answer: those lead the on-time ones, each group by due date.
    const awaiting = onTime.filter((item) => item.awaitingReply).length;
    expect(onTime.slice(0, awaiting).every((item) => item.awaitingReply)).toBe(true);
    for (const group of [onTime.slice(0, awaiting), onTime.slice(awaiting)]) {
      const due = group.map((item) => item.dueAt ?? '~');
      expect(due).toEqual([...due].sort());
    }
    const lateCase: Item[] = (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?reference=${late.reference}`)).json()
      .items;
    expect(lateCase).toEqual([expect.objectContaining({ id: late.id, overdue: true })]);

    const overdue: Item[] = (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?overdue=true&pageSize=100`)).json()
      .items;
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((item) => item.overdue)).toBe(true);
    const mine: { assignedTo: { id: string } }[] = (
      await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?assignedToMe=true&pageSize=100`)
    ).json().items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((item) => item.assignedTo.id === officer.userId)).toBe(true);
    expect(
      (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?status=resolved&pageSize=100`))
        .json()
        .items.every((item: Item) => item.status === 'resolved'),
    ).toBe(true);
    expect((await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?status=stuck`)).statusCode).toBe(400);
    expect((await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?pageSize=101`)).statusCode).toBe(400);
  });

  it('audits naming the person as a read of their record', async () => {
    const { id, beneficiaryId } = await kit.submitted();
    const opened = await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/${id}`);
    expect(opened.json()).toMatchObject({
      description: complaint.description,
      contactChannel: 'sms',
      person: { beneficiaryId, name: 'Zawadi Kiprono' },
    });
    const reads = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, beneficiaryId));
    expect(reads).toEqual([
      expect.objectContaining({
        action: 'feedback.person_viewed',
        actorUserId: officer.userId,
        targetType: 'beneficiary',
      }),
    ]);
  });

  it('validates messages and answers 404 for unknown cases', async () => {
    const { id } = await kit.submitted();
    await kit.act(officer, id, 'assign');
    const empty = await kit.act(officer, id, 'replies', { message: '   ' });
    expect(empty.json().errors).toEqual([{ path: 'message', message: 'Please write the message' }]);
    expect((await kit.act(officer, id, 'notes', { message: 'x'.repeat(4001) })).statusCode).toBe(400);
    expectProblem(
      await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/00000000-0000-4000-8000-000000000000`),
      404,
      'We could not find this feedback or complaint.',
    );
    expectProblem(await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/not-a-uuid`), 404);
    expectProblem(await kit.act(officer, 'not-a-uuid', 'assign'), 404);
  });
});
