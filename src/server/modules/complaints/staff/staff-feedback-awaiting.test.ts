import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { MY_FEEDBACK, STAFF_FEEDBACK, staffFeedbackKit } from './complaint-fixtures';

interface Item {
  id: string;
  awaitingReply: boolean;
  lastPersonMessageAt: string | null;
  status: string;
}

/* The person writes again on an open case: staff must see it waits for our answer. */
describe('the staff feedback queue: a new message from the person', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffFeedbackKit>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = staffFeedbackKit(t);
  });
  afterAll(() => t.close());

  // Each test uses its own officer, so "assigned to me" holds only that test's cases on a shared database.
  const mine = async (officer: BuiltUser, extra = '') =>
    (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}?assignedToMe=true${extra}`)).json().items as Item[];
  const followUp = (user: BuiltUser, id: string, message: string) =>
    kit.call(user, 'POST', `${MY_FEEDBACK}/${id}/replies`, { message });

  it('marks a case awaiting our answer when the person writes after our reply, and clears it when we answer', async () => {
    const officer = await kit.staff();
    const { user, id } = await kit.submitted();
    await kit.act(officer, id, 'assign');
    expect((await mine(officer))[0]).toMatchObject({ id, awaitingReply: false, lastPersonMessageAt: null });

    await kit.act(officer, id, 'replies', { message: 'We are checking with the payment provider.' });
    expect((await followUp(user, id, 'It has still not arrived.')).statusCode).toBe(201);

    const [item] = await mine(officer);
    expect(item).toMatchObject({ id, awaitingReply: true, lastPersonMessageAt: expect.any(String) });
    expect(Date.now() - Date.parse(item!.lastPersonMessageAt!)).toBeLessThan(60_000);
    expect((await mine(officer, '&awaitingReply=true')).map((one) => one.id)).toEqual([id]);
    const opened = (await kit.call(officer, 'GET', `${STAFF_FEEDBACK}/${id}`)).json();
    expect(opened).toMatchObject({ awaitingReply: true, lastPersonMessageAt: item!.lastPersonMessageAt });

    await kit.act(officer, id, 'replies', { message: 'The transfer went out this morning.' });
    expect((await mine(officer))[0]).toMatchObject({
      id,
      awaitingReply: false,
      lastPersonMessageAt: item!.lastPersonMessageAt,
    });
    expect(await mine(officer, '&awaitingReply=true')).toEqual([]);
  });

  it('counts a follow-up before any reply, and a follow-up that reopens a resolved case', async () => {
    const officer = await kit.staff();
    const early = await kit.submitted();
    await kit.act(officer, early.id, 'assign');
    await followUp(early.user, early.id, 'Adding my new phone number to this.');

    const resolved = await kit.submitted();
    await kit.act(officer, resolved.id, 'assign');
    await kit.act(officer, resolved.id, 'replies', { message: 'Paid today.' });
    await kit.act(officer, resolved.id, 'status', { status: 'resolved' });
    expect((await mine(officer, '&status=all&awaitingReply=true')).map((one) => one.id)).toEqual([early.id]);
    await followUp(resolved.user, resolved.id, 'Only half of it arrived.');

    const awaiting = await mine(officer, '&awaitingReply=true');
    expect(awaiting.map((one) => one.id).sort()).toEqual([early.id, resolved.id].sort());
    expect(awaiting.find((one) => one.id === resolved.id)).toMatchObject({
      status: 'in_progress',
      awaitingReply: true,
    });
  });

  it('puts cases awaiting our answer first among open cases of the same overdue state', async () => {
    const officer = await kit.staff();
    // Same priority: the first received is due first and would lead without a new message.
    const first = await kit.submitted();
    const second = await kit.submitted();
    await kit.act(officer, first.id, 'assign');
    await kit.act(officer, second.id, 'assign');
    expect((await mine(officer)).map((one) => one.id)).toEqual([first.id, second.id]);

    await followUp(second.user, second.id, 'Any news on this?');
    expect((await mine(officer)).map((one) => [one.id, one.awaitingReply])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('does not call a case awaiting when only the person wrote it, or once it is closed', async () => {
    const officer = await kit.staff();
    const fresh = await kit.submitted();
    await kit.act(officer, fresh.id, 'assign');
    expect((await mine(officer))[0]).toMatchObject({ id: fresh.id, awaitingReply: false });

    await followUp(fresh.user, fresh.id, 'One more detail.');
    await kit.act(officer, fresh.id, 'status', { status: 'in_progress' });
    await kit.act(officer, fresh.id, 'status', { status: 'resolved' });
    await kit.act(officer, fresh.id, 'status', { status: 'closed' });
    expect((await mine(officer, '&status=all'))[0]).toMatchObject({
      id: fresh.id,
      status: 'closed',
      awaitingReply: false,
    });
  });
});
