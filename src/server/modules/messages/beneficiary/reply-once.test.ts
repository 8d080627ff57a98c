import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryMessages } from '@server/db/schema';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/* A reply sent again with its Idempotency-Key (a retry, a send queued offline) reaches the agency once. */
describe('my messages: a reply repeated with its key is sent once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function conversationOf(user: BuiltUser): Promise<string> {
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie: user.cookie },
    });
    const [start] = await t.database.db
      .insert(beneficiaryMessages)
      .values({ beneficiaryId: profile.json().id as string, subject: 'Verification visit', message: 'Are you home?' })
      .returning({ id: beneficiaryMessages.id });
    return start!.id;
  }
  const reply = (user: BuiltUser, id: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/beneficiary/messages/${id}/replies`,
      headers: { cookie: user.cookie, 'idempotency-key': key },
      payload: { message: 'Yes, on Friday morning.' },
    });
  const repliesIn = (threadId: string) =>
    t.database.db.$count(beneficiaryMessages, eq(beneficiaryMessages.threadId, threadId));

  it('one key sends one reply and answers it twice; a second key sends a second', async () => {
    const user = await buildUser(t);
    const threadId = await conversationOf(user);
    const key = randomUUID();
    const [first, second] = await Promise.all([reply(user, threadId, key), reply(user, threadId, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await repliesIn(threadId)).toBe(1);
    expect((await reply(user, threadId, randomUUID())).statusCode).toBe(201);
    expect(await repliesIn(threadId)).toBe(2);
  });
});
