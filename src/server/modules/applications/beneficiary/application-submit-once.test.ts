import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries, programApplications } from '@server/db/schema';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { APPLICATIONS, validForm } from './applications-fixtures';

/*
 * A phone that lost the answer on a dropped line, or an outbox sending what was queued offline, sends the
 * same application again with the same Idempotency-Key: the person must end up with one application.
 */
describe('programme applications: a submission sent again with its key is made once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (user: BuiltUser, url: string, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { cookie: user.cookie, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
    });

  async function submittedCount(user: BuiltUser): Promise<number> {
    const [person] = await t.database.db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(eq(beneficiaries.userId, user.userId));
    if (!person) return 0;
    return t.database.db.$count(
      programApplications,
      and(eq(programApplications.beneficiaryId, person.id), ne(programApplications.status, 'draft')),
    );
  }

  it('applying in one go twice with one key, even at the same moment, makes one application and answers it twice', async () => {
    const user = await buildUser(t);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(user, APPLICATIONS, validForm, key),
      send(user, APPLICATIONS, validForm, key),
    ]);
    const third = await send(user, APPLICATIONS, validForm, key);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect(third.json()).toEqual(first.json());
    expect(await submittedCount(user)).toBe(1);
  });

  it('a second key is a second send: the "already applied" rule answers as before', async () => {
    const user = await buildUser(t);
    expect((await send(user, APPLICATIONS, validForm, randomUUID())).statusCode).toBe(201);
    const again = await send(user, APPLICATIONS, validForm, randomUUID());
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already/i);
    expect(await submittedCount(user)).toBe(1);
  });

  it('submitting a draft twice with one key answers the submitted application, not "not a draft"', async () => {
    const user = await buildUser(t);
    const draft = await send(user, `${APPLICATIONS}/drafts`, { programId: 'cash-transfer', step: 2, data: {} });
    const url = `${APPLICATIONS}/${draft.json().id as string}/submit`;
    const key = randomUUID();
    const first = await send(user, url, validForm, key);
    const repeat = await send(user, url, validForm, key);
    expect([first.statusCode, repeat.statusCode]).toEqual([200, 200]);
    expect(repeat.json()).toMatchObject({ id: draft.json().id, status: 'submitted' });
    expect(await submittedCount(user)).toBe(1);
    // Without the key the second press is refused as it always was.
    expect((await send(user, url, validForm)).statusCode).toBe(409);
  });

  it("a key is the sender's own: another person using the same key applies for themselves", async () => {
    const [amina, hodan] = [await buildUser(t), await buildUser(t)];
    const key = randomUUID();
    const mine = await send(amina, APPLICATIONS, validForm, key);
    const theirs = await send(hodan, APPLICATIONS, validForm, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it("refuses a malformed key with 400, in the reader's language, and applies nothing", async () => {
    const user = await buildUser(t);
    const response = await send(user, APPLICATIONS, validForm, 'a b');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('Idempotency-Key');
    expect(await submittedCount(user)).toBe(0);
  });
});
