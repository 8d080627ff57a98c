import { eq } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@server/db/schema';
import { buildUser, postJson } from '@server/test-support/builders';
import { fastPasswordHasher } from '@server/test-support/fast-password-hasher';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

async function storedHash(t: TestApp, userId: string): Promise<string> {
  const [account] = await t.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return account!.password!;
}

describe('passwords as the running app keeps them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ productionPasswordHashing: true });
  });
  afterAll(() => t.close());

  it("stores better-auth's salted scrypt hash, never the password, and signs in only with the right one", async () => {
    const user = await buildUser(t);
    const hash = await storedHash(t, user.userId);
    expect(hash).not.toContain(user.password);
    expect(await verifyPassword({ hash, password: user.password })).toBe(true);
    expect(await verifyPassword({ hash, password: `${user.password}x` })).toBe(false);

    expect(
      (await postJson(t, '/api/auth/sign-in/email', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    expect(
      (await postJson(t, '/api/auth/sign-in/email', { email: user.email, password: `${user.password}x` })).statusCode,
    ).toBe(401);
  });
});

describe('the cheaper hash the other API tests use', () => {
  it('is salted and refuses a wrong or malformed hash', async () => {
    const first = await fastPasswordHasher.hash('correct horse');
    const second = await fastPasswordHasher.hash('correct horse');
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
    expect(await fastPasswordHasher.verify({ hash: first, password: 'correct horse' })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash: first, password: 'correct horsf' })).toBe(false);
    expect(await fastPasswordHasher.verify({ hash: 'no-colon', password: 'correct horse' })).toBe(false);
  });
});
