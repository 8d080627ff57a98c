import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { beneficiaryIdOf } from '@server/modules/notifications/beneficiary/notifications-fixtures';
import { addPerson, addProject } from './staff-messages-fixtures';

interface InboxItem {
  id: string;
  beneficiaryId: string;
  personName: string;
  unread: boolean;
  preview: string;
  lastDirection: string;
  messages: number;
}

describe('a conversation between staff and a beneficiary', () => {
  let t: TestApp;
  let staff: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const as = (user: Pick<BuiltUser, 'cookie'> | null) => (user ? { cookie: user.cookie } : {});
  const get = (user: Pick<BuiltUser, 'cookie'> | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: as(user) });
  const post = (user: Pick<BuiltUser, 'cookie'> | null, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: as(user), payload: payload as object });
  const inbox = async (query = '') => (await get(staff, `/api/v1/staff/messages/inbox?pageSize=100${query}`)).json();
  const inboxItem = async (threadId: string, query = '') =>
    ((await inbox(query)).items as InboxItem[]).find((item) => item.id === threadId);

  it('staff write, the person is notified, reads and replies; each side sees the other unread until they open it', async () => {
    const user = await buildUser(t, { firstName: 'Zahra', lastName: `Omar ${randomUUID().slice(0, 6)}` });
    const beneficiaryId = await beneficiaryIdOf(t, user);
    const sent = await post(staff, '/api/v1/staff/messages', {
      subject: 'Your training place',
      message: 'You have a place in the tailoring class. Can you start on Monday?',
      audience: { type: 'person', beneficiaryId },
    });
    const { threadId } = sent.json();

    const notices = (await get(user, '/api/v1/beneficiary/notifications')).json();
    expect(notices).toMatchObject({ unread: 1, items: [{ kind: 'message_received', tab: 'messages', read: false }] });
    const mine = (await get(user, '/api/v1/beneficiary/messages')).json();
    expect(mine).toMatchObject({
      total: 1,
      unreadTotal: 1,
      items: [{ id: threadId, subject: 'Your training place', unread: true }],
    });
    const dashboard = (await get(user, '/api/v1/beneficiary/dashboard')).json();
    expect(dashboard.stats.unreadMessages).toBe(1);

    // A conversation no one answered is not waiting for staff.
    expect(await inboxItem(threadId)).toMatchObject({ unread: false, messages: 1, lastDirection: 'to_beneficiary' });

    const opened = (await get(user, `/api/v1/beneficiary/messages/${threadId}`)).json();
    expect(opened.messages).toHaveLength(1);
    expect((await get(user, '/api/v1/beneficiary/messages')).json().unreadTotal).toBe(0);
    expect(
      (await post(user, `/api/v1/beneficiary/messages/${threadId}/replies`, { message: 'Yes, I can start on Monday.' }))
        .statusCode,
    ).toBe(201);

    const before = (await inbox()).unreadTotal as number;
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await inboxItem(threadId, '&unread=true')).toMatchObject({
      beneficiaryId,
      personName: expect.stringContaining('Zahra'),
      unread: true,
      messages: 2,
      preview: 'Yes, I can start on Monday.',
      lastDirection: 'from_beneficiary',
    });

    const page = await get(staff, `/api/v1/staff/beneficiaries/${beneficiaryId}/messages`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: threadId,
          subject: 'Your training place',
          broadcast: false,
          messages: [
            { direction: 'to_beneficiary', senderName: 'Grace Wanjiru', read: true },
            { direction: 'from_beneficiary', senderName: null, read: false, message: 'Yes, I can start on Monday.' },
          ],
        },
      ],
    });
    expect(await inboxItem(threadId)).toMatchObject({ unread: false });
    expect(await inboxItem(threadId, '&unread=true')).toBeUndefined();
    expect((await inbox()).unreadTotal).toBeLessThanOrEqual(before - 1);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, beneficiaryId), eq(auditEvents.action, 'beneficiary.messages.view')));
    expect(audit).toMatchObject([{ actorUserId: staff.userId, targetType: 'beneficiary' }]);

    const answer = await post(staff, `/api/v1/staff/messages/${threadId}/replies`, {
      message: 'Good. Bring your ID card.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ direction: 'to_beneficiary', senderName: 'Grace Wanjiru', read: false });
    expect((await get(user, '/api/v1/beneficiary/messages')).json()).toMatchObject({
      unreadTotal: 1,
      items: [{ id: threadId, replies: 2, unread: true }],
    });
    expect((await get(user, '/api/v1/beneficiary/notifications')).json().unread).toBe(2);
  });

  it('a staff reply reads the replies it answers', async () => {
    const user = await buildUser(t);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    const { threadId } = (
      await post(staff, '/api/v1/staff/messages', {
        subject: 'Check-in',
        message: 'How is the business?',
        audience: { type: 'person', beneficiaryId },
      })
    ).json();
    await post(user, `/api/v1/beneficiary/messages/${threadId}/replies`, { message: 'Going well.' });
    expect(await inboxItem(threadId)).toMatchObject({ unread: true });
    await post(staff, `/api/v1/staff/messages/${threadId}/replies`, { message: 'Glad to hear it.' });
    expect(await inboxItem(threadId)).toMatchObject({ unread: false, messages: 3, lastDirection: 'to_beneficiary' });
  });

  it("reading a page of the person's conversations reads only the replies on that page", async () => {
    const user = await buildUser(t);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    const threads: string[] = [];
    for (const subject of ['Older question', 'Newer question']) {
      const { threadId } = (
        await post(staff, '/api/v1/staff/messages', {
          subject,
          message: 'Any news?',
          audience: { type: 'person', beneficiaryId },
        })
      ).json();
      await post(user, `/api/v1/beneficiary/messages/${threadId}/replies`, { message: `About ${subject}` });
      threads.push(threadId);
    }
    const [older, newer] = threads as [string, string];
    const first = (await get(staff, `/api/v1/staff/beneficiaries/${beneficiaryId}/messages?pageSize=1`)).json();
    expect(first).toMatchObject({ total: 2, items: [{ id: newer }] });
    expect(await inboxItem(newer)).toMatchObject({ unread: false });
    expect(await inboxItem(older)).toMatchObject({ unread: true });
    await get(staff, `/api/v1/staff/beneficiaries/${beneficiaryId}/messages?pageSize=1&page=2`);
    expect(await inboxItem(older)).toMatchObject({ unread: false });
  });

  it('opens one conversation from the inbox: only its replies are read, and the read is audited', async () => {
    const user = await buildUser(t);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    const threads: string[] = [];
    for (const subject of ['Seeds delivery', 'Training dates']) {
      const { threadId } = (
        await post(staff, '/api/v1/staff/messages', {
          subject,
          message: 'Any questions?',
          audience: { type: 'person', beneficiaryId },
        })
      ).json();
      await post(user, `/api/v1/beneficiary/messages/${threadId}/replies`, { message: `About ${subject}` });
      threads.push(threadId);
    }
    const [seeds, training] = threads as [string, string];

    const opened = await get(staff, `/api/v1/staff/messages/${seeds}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      id: seeds,
      subject: 'Seeds delivery',
      broadcast: false,
      messages: [
        { direction: 'to_beneficiary', message: 'Any questions?', senderName: 'Grace Wanjiru' },
        { direction: 'from_beneficiary', message: 'About Seeds delivery', senderName: null, read: false },
      ],
    });
    expect(await inboxItem(seeds)).toMatchObject({ unread: false });
    expect(await inboxItem(training)).toMatchObject({ unread: true });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, beneficiaryId), eq(auditEvents.action, 'beneficiary.messages.view')));
    expect(audit).toMatchObject([{ actorUserId: staff.userId, details: { threadId: seeds } }]);

    // A reply is not a conversation of its own.
    const replyId = (opened.json().messages as { id: string }[])[1]!.id;
    expect((await get(staff, `/api/v1/staff/messages/${replyId}`)).statusCode).toBe(404);
  });

  it('shows a group message in the inbox only once someone answers it', async () => {
    const user = await buildUser(t);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    const projectId = await addProject(t, [{ beneficiaryId, status: 'enrolled' }]);
    const sent = (
      await post(staff, '/api/v1/staff/messages', {
        subject: 'Site visit',
        message: 'We visit on Tuesday.',
        audience: { type: 'project', projectId },
      })
    ).json();
    expect(sent.recipients).toBe(1);
    const [conversation] = (await get(user, '/api/v1/beneficiary/messages')).json().items;
    expect(conversation).toMatchObject({ subject: 'Site visit', unread: true });
    expect(await inboxItem(conversation.id)).toBeUndefined();
    await post(user, `/api/v1/beneficiary/messages/${conversation.id}/replies`, { message: 'I will be there.' });
    expect(await inboxItem(conversation.id)).toMatchObject({ unread: true, beneficiaryId });
    const page = (await get(staff, `/api/v1/staff/beneficiaries/${beneficiaryId}/messages`)).json();
    expect(page.items[0]).toMatchObject({ broadcast: true, subject: 'Site visit' });
  });

  it('answers 404 for unknown conversations and people, and is for staff only', async () => {
    const person = await addPerson(t);
    expect((await post(staff, `/api/v1/staff/messages/${randomUUID()}/replies`, { message: 'x' })).statusCode).toBe(
      404,
    );
    expect((await post(staff, '/api/v1/staff/messages/nope/replies', { message: 'x' })).statusCode).toBe(404);
    expect((await get(staff, `/api/v1/staff/beneficiaries/${randomUUID()}/messages`)).statusCode).toBe(404);
    expect((await get(staff, `/api/v1/staff/messages/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(staff, '/api/v1/staff/messages/nope')).statusCode).toBe(404);
    expect((await get(staff, `/api/v1/staff/beneficiaries/${person}/messages`)).json()).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });

    const beneficiary = await buildUser(t);
    for (const user of [null, beneficiary]) {
      const status = user ? 403 : 401;
      expect((await get(user, '/api/v1/staff/messages/inbox')).statusCode).toBe(status);
      expect((await get(user, `/api/v1/staff/beneficiaries/${person}/messages`)).statusCode).toBe(status);
      expect((await get(user, `/api/v1/staff/messages/${randomUUID()}`)).statusCode).toBe(status);
      expect((await post(user, `/api/v1/staff/messages/${randomUUID()}/replies`, { message: 'x' })).statusCode).toBe(
        status,
      );
    }
  });
});
