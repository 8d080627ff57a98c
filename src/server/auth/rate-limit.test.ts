import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody, uniqueEmail } from '../test-support/builders';
import { createTestApp, type TestApp } from '../test-support/test-app';

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

  function expectRateLimited(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const problem = response.json();
    expect(problem.status).toBe(429);
    expect(problem.detail).toBe(`Too many attempts. Please wait ${retryAfter} seconds and try again.`);
  }

  it('limits sign-in attempts per account, whichever address they come from', async () => {
    const email = uniqueEmail('victim');
    expect((await signInFrom(randomIp(), email)).statusCode).toBe(401);
    expect((await signInFrom(randomIp(), email.toUpperCase())).statusCode).toBe(401);
    expectRateLimited(await signInFrom(randomIp(), email));
    // Another person is not slowed down by it.
    expect((await signInFrom(randomIp(), uniqueEmail())).statusCode).toBe(401);
  });

  it('limits sign-in attempts per IP address across accounts', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signInFrom(ip, uniqueEmail())).statusCode).toBe(401);
    }
    expectRateLimited(await signInFrom(ip, uniqueEmail()));
    expect((await signInFrom(randomIp(), uniqueEmail())).statusCode).toBe(401);
  });

  it('says it in Swahili with accept-language sw', async () => {
    const email = uniqueEmail();
    await signInFrom(randomIp(), email);
    await signInFrom(randomIp(), email);
    const response = await signInFrom(randomIp(), email, { 'accept-language': 'sw' });
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toMatch(/^Majaribio mengi mno\. Tafadhali subiri sekunde \d+ kisha ujaribu tena\.$/);
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
    const request = () => post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' }, randomIp());
    expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(200);
    expectRateLimited(await request());
    const resetMails = t.mailer.sent.filter((mail) => mail.to === email && mail.subject === 'Reset your password');
    expect(resetMails).toHaveLength(2);
  });

  it('limits guesses at one reset token', async () => {
    const attempt = () => post('/api/auth/reset-password', { token: 'guessed-token-1', newPassword: 'brand-new-pass' }, randomIp());
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    expectRateLimited(await attempt());
  });
});
