import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackCases, feedbackReplies } from '@server/db/schema';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const FEEDBACK = '/api/v1/beneficiary/feedback';
const complaint = {
  kind: 'complaint',
  category: 'payments',
  subject: 'Cash transfer not received',
  description: 'My October transfer has not arrived on my mobile money account.',
  contactChannel: 'sms',
};

/* A complaint or a follow-up sent again with its Idempotency-Key (a retry, a send queued offline) is kept once. */
describe('my feedback: a send repeated with its key is kept once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (user: BuiltUser, url: string, payload: unknown, key: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { cookie: user.cookie, 'idempotency-key': key },
    });
  const casesOf = async (user: BuiltUser) =>
    (await t.app.inject({ method: 'GET', url: FEEDBACK, headers: { cookie: user.cookie } })).json().total as number;

  it('one key opens one case and answers its reference twice; a second key opens a second case', async () => {
    const user = await buildUser(t);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(user, FEEDBACK, complaint, key),
      send(user, FEEDBACK, complaint, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await casesOf(user)).toBe(1);
    expect((await send(user, FEEDBACK, complaint, randomUUID())).statusCode).toBe(201);
    expect(await casesOf(user)).toBe(2);
  });

  it('a follow-up repeated with its key is added once', async () => {
    const user = await buildUser(t);
    const opened = await send(user, FEEDBACK, complaint, randomUUID());
    const caseId = opened.json().id as string;
    const url = `${FEEDBACK}/${caseId}/replies`;
    const key = randomUUID();
    const first = await send(user, url, { message: 'It has still not arrived.' }, key);
    const repeat = await send(user, url, { message: 'It has still not arrived.' }, key);
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.json()).toEqual(first.json());
    expect(await t.database.db.$count(feedbackReplies, eq(feedbackReplies.caseId, caseId))).toBe(1);
    expect(await t.database.db.$count(feedbackCases, eq(feedbackCases.id, caseId))).toBe(1);
  });
});
