import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rateLimitBuckets } from '@server/db/schema';
import { bucketKey } from '@server/platform/rate-limiter';
import { signUpBody, TEST_PASSWORD, uniqueEmail } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { accountAndAddress, SIGN_IN_FAILURES } from './sign-in-attempts';

/*
 * Counters live in the database, which the PostgreSQL run shares between test
 * files: every request here comes from an address of its own so that no other
 * file's traffic (all from 127.0.0.1) counts against these small limits.
 */
function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const small = (perIp: number, perAccount: number) => ({
  perIp: { max: perIp, windowSeconds: 600 },
  perAccount: { max: perAccount, windowSeconds: 600 },
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      authRateLimits: {
        '/sign-in/email': small(4, 2),
        '/sign-up/email': small(2, 5),
        '/request-password-reset': small(10, 2),
        '/reset-password': small(10, 2),
      },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
  const signInFrom = (ip: string, email: string, headers: Record<string, string> = {}) =>
    post('/api/auth/sign-in/email', { email, password: 'wrong-password' }, ip, headers);

  function expectRateLimited(response: Awaited<ReturnType<typeof post>>, minutes = 10) {
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
    const problem = response.json();
    expect(problem.status).toBe(429);
    expect(problem.detail).toBe(
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`,
    );
  }

  async function newAccount() {
    const body = signUpBody();
    expect((await post('/api/auth/sign-up/email', body, randomIp())).statusCode).toBe(200);
    return body;
  }

  /** The wait is counted from the last failure on that account and address: move it back. */
  async function letTimePass(email: string, ip: string, seconds: number) {
    const key = bucketKey(SIGN_IN_FAILURES.perAccountAndAddress, accountAndAddress(email.toLowerCase(), ip));
    await t.database.db
      .update(rateLimitBuckets)
      .set({ windowStart: sql`${rateLimitBuckets.windowStart} - make_interval(secs => ${seconds})` })
      .where(eq(rateLimitBuckets.key, key));
  }

  const signInRight = (ip: string, email: string) =>
    post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD }, ip);

  it('slows down guesses at one account from one address in minutes, never refusing the right password after the wait', async () => {
    const { email } = await newAccount();
    const ip = randomIp();
    expect((await signInFrom(ip, email)).statusCode).toBe(401);
    expect((await signInFrom(ip, email.toUpperCase())).statusCode).toBe(401);
    expectRateLimited(await signInFrom(ip, email), 1);
    // Even the right password waits: otherwise the wait would tell a guesser when they are right.
    expectRateLimited(await signInRight(ip, email), 1);
    await letTimePass(email, ip, 60);
    expect((await signInFrom(ip, email)).statusCode).toBe(401);
    // Each further failure doubles the wait.
    expectRateLimited(await signInFrom(ip, email), 2);
    await letTimePass(email, ip, 120);
    expect((await signInRight(ip, email)).statusCode).toBe(200);
  });

  it('does not let guesses from another address keep the owner out', async () => {
    const { email } = await newAccount();
    const attacker = randomIp();
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await signInFrom(attacker, email)).statusCode).toBe(401);
    expectRateLimited(await signInFrom(attacker, email), 1);
    expect((await signInRight(randomIp(), email)).statusCode).toBe(200);
  });

  it('never counts successful sign-ins, and a success starts the count again', async () => {
    const { email } = await newAccount();
    const sharedPhone = randomIp();
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await signInRight(sharedPhone, email)).statusCode).toBe(200);
    expect((await signInFrom(sharedPhone, email)).statusCode).toBe(401);
    expect((await signInRight(sharedPhone, email)).statusCode).toBe(200);
    expect((await signInFrom(sharedPhone, email)).statusCode).toBe(401);
    expect((await signInFrom(sharedPhone, email)).statusCode).toBe(401);
    expectRateLimited(await signInFrom(sharedPhone, email), 1);
  });

  it('counts guesses sent together one by one', async () => {
    const { email } = await newAccount();
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => signInFrom(ip, email)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 401, 429, 429, 429, 429]);
  });

  it('limits failed sign-ins per address across accounts, without counting successes', async () => {
    const ip = randomIp();
    const { email } = await newAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInRight(ip, email)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signInFrom(ip, uniqueEmail())).statusCode).toBe(401);
    }
    expectRateLimited(await signInFrom(ip, uniqueEmail()));
    expect((await signInFrom(randomIp(), uniqueEmail())).statusCode).toBe(401);
  });

  it('says the wait in Swahili with accept-language sw', async () => {
    const email = uniqueEmail();
    const ip = randomIp();
    await signInFrom(ip, email);
    await signInFrom(ip, email);
    const response = await signInFrom(ip, email, { 'accept-language': 'sw' });
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toBe('Majaribio mengi mno. Tafadhali subiri dakika 1 kabla ya kujaribu tena.');
  });

  it('limits sign-ups per IP address', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post('/api/auth/sign-up/email', signUpBody(), ip)).statusCode).toBe(200);
    }
    expectRateLimited(await post('/api/auth/sign-up/email', signUpBody(), ip));
  });

  it('limits password reset requests per account without sending more mail', async () => {
    const { email } = signUpBody();
    expect((await post('/api/auth/sign-up/email', signUpBody({ email }), randomIp())).statusCode).toBe(200);
    const request = () =>
      post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' }, randomIp());
    expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(200);
    expectRateLimited(await request());
    const resetMails = t.mailer.sent.filter((mail) => mail.to === email && mail.subject === 'Reset your password');
    expect(resetMails).toHaveLength(2);
  });

  it('limits guesses at one reset token', async () => {
    const attempt = () =>
      post('/api/auth/reset-password', { token: 'guessed-token-1', newPassword: 'brand-new-pass' }, randomIp());
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    expectRateLimited(await attempt());
  });
});
