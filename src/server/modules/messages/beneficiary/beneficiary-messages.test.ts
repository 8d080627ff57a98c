import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryMessages } from '@server/db/schema';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('my messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (user: Pick<BuiltUser, 'cookie'> | null) => (user ? { cookie: user.cookie } : {});
  const inbox = (user: Pick<BuiltUser, 'cookie'> | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/beneficiary/messages${query}`, headers: as(user) });
  const open = (user: Pick<BuiltUser, 'cookie'> | null, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/beneficiary/messages/${id}`, headers: as(user) });
  const reply = (user: Pick<BuiltUser, 'cookie'> | null, id: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/beneficiary/messages/${id}/replies`,
      headers: as(user),
      payload: payload as object,
    });
  const unreadOnDashboard = async (user: BuiltUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/dashboard', headers: as(user) })).json().stats
      .unreadMessages as number;

  /** Three conversations from staff: an old unread one, a newer read one with a reply, and the newest, unread. */
  async function withConversations(user: BuiltUser) {
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/profile', headers: as(user) });
    const beneficiaryId = profile.json().id as string;
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    const db = t.database.db;
    const [oldUnread, read, newest] = await db
      .insert(beneficiaryMessages)
      .values([
        { beneficiaryId, subject: 'Old unread', message: 'Please call the office', createdAt: at(1) },
        { beneficiaryId, subject: 'Read', message: 'Your payment is on the way', readStatus: true, createdAt: at(2) },
        { beneficiaryId, subject: 'Newest', message: 'Verification visit', createdAt: at(3) },
      ])
      .returning({ id: beneficiaryMessages.id });
    await db.insert(beneficiaryMessages).values({
      beneficiaryId,
      threadId: read!.id,
      subject: 'Read',
      message: 'It arrives on Friday',
      readStatus: true,
      createdAt: at(4),
    });
    return { oldUnread: oldUnread!.id, read: read!.id, newest: newest!.id };
  }

  it('lists conversations unread first, then the most recently active', async () => {
    const user = await buildUser(t);
    await withConversations(user);
    const body = (await inbox(user)).json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 3, unreadTotal: 2 });
    expect(body.items.map((c: { subject: string }) => c.subject)).toEqual(['Newest', 'Old unread', 'Read']);
    expect(body.items[2]).toMatchObject({
      unread: false,
      replies: 1,
      preview: 'It arrives on Friday',
      lastMessageAt: '2026-10-04T00:00:00.000Z',
    });
    expect(body.items[0]).toMatchObject({ unread: true, replies: 0, preview: 'Verification visit' });
    const second = (await inbox(user, '?page=2&pageSize=2')).json();
    expect(second.items.map((c: { subject: string }) => c.subject)).toEqual(['Read']);
  });

  it('opens a conversation, oldest first, and marks it read', async () => {
    const user = await buildUser(t);
    const ids = await withConversations(user);
    expect(await unreadOnDashboard(user)).toBe(2);
    const thread = await open(user, ids.newest);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      id: ids.newest,
      subject: 'Newest',
      messages: [{ direction: 'to_beneficiary', message: 'Verification visit' }],
    });
    expect(await unreadOnDashboard(user)).toBe(1);
    const body = (await inbox(user)).json();
    expect(body.unreadTotal).toBe(1);
    expect(body.items.find((c: { id: string }) => c.id === ids.newest).unread).toBe(false);
  });

  it('stores a trimmed reply from the beneficiary that never counts as unread for them', async () => {
    const user = await buildUser(t);
    const ids = await withConversations(user);
    await open(user, ids.oldUnread);
    const sent = await reply(user, ids.oldUnread, { message: '  I will call tomorrow  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ direction: 'from_beneficiary', message: 'I will call tomorrow' });
    const [stored] = await t.database.db
      .select()
      .from(beneficiaryMessages)
      .where(eq(beneficiaryMessages.id, sent.json().id));
    expect(stored).toMatchObject({
      threadId: ids.oldUnread,
      senderUserId: user.userId,
      direction: 'from_beneficiary',
      subject: 'Old unread',
    });
    const thread = (await open(user, ids.oldUnread)).json();
    expect(thread.messages.map((m: { direction: string }) => m.direction)).toEqual([
      'to_beneficiary',
      'from_beneficiary',
    ]);
    expect(await unreadOnDashboard(user)).toBe(1);
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/dashboard', headers: as(user) })
    ).json();
    expect(dashboard.unreadMessages.map((m: { subject: string }) => m.subject)).toEqual(['Newest']);
    expect((await inbox(user)).json().items[0]).toMatchObject({ subject: 'Newest' });
  });

  it('refuses an empty or too long reply with validation messages', async () => {
    const user = await buildUser(t);
    const ids = await withConversations(user);
    const blank = await reply(user, ids.newest, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ path: 'message', message: 'Required' });
    expect((await reply(user, ids.newest, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await reply(user, ids.newest, {})).statusCode).toBe(400);
  });

  it("answers 404 for another person's conversation, a reply's id or a made-up id", async () => {
    const owner = await buildUser(t);
    const ids = await withConversations(owner);
    const other = await buildUser(t);
    expect((await open(other, ids.newest)).statusCode).toBe(404);
    expect((await reply(other, ids.newest, { message: 'Hello' })).statusCode).toBe(404);
    expect((await open(owner, randomUUID())).statusCode).toBe(404);
    expect((await open(owner, 'not-an-id')).statusCode).toBe(404);
    expect((await inbox(other)).json()).toMatchObject({ items: [], total: 0, unreadTotal: 0 });
  });

  it('is for beneficiaries only', async () => {
    const owner = await buildUser(t);
    const ids = await withConversations(owner);
    const staff = await buildStaffAdmin(t);
    const employer = await buildUser(t, { userType: 'employer' });
    for (const user of [staff, employer]) {
      expect((await inbox(user)).statusCode).toBe(403);
      expect((await open(user, ids.newest)).statusCode).toBe(403);
      expect((await reply(user, ids.newest, { message: 'Hello' })).statusCode).toBe(403);
    }
    expect((await inbox(null)).statusCode).toBe(401);
    expect((await open(null, ids.newest)).statusCode).toBe(401);
    expect((await reply(null, ids.newest, { message: 'Hello' })).statusCode).toBe(401);
  });
});
