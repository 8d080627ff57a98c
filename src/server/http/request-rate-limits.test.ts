import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, signUpBody } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { addressBucket, verifiedSessionSignature } from './request-rate-limits';

const otherAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs up, by default from an address of its own so that the sign-up does not count against the address under test. */
async function newSession(t: TestApp, remoteAddress = otherAddress()): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: signUpBody(),
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

const CAMP = '172.16.0.1';

describe('API request limits with the shipped defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets 200 people sign up and work behind one address without a 429', async () => {
    const cookies: string[] = [];
    for (let batch = 0; batch < 10; batch += 1)
      cookies.push(...(await Promise.all(Array.from({ length: 20 }, () => newSession(t, CAMP)))));
    // 1,400 requests from one address within a minute, past the address's own ceiling of 1,200: only per-session limits let them all through.
    const statuses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all(
        cookies.map((cookie) =>
          t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie }, remoteAddress: CAMP }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses).toHaveLength(1200);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});

describe('API request limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_RATE_LIMIT_PER_SESSION: '5', API_RATE_LIMIT_PER_ADDRESS: '3' } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = CAMP) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('limits one session beyond its own limit, in minutes and in the reader language, leaving the others alone', async () => {
    const busy = await newSession(t);
    const calm = await newSession(t);
    const address = otherAddress();
    for (let request = 0; request < 5; request += 1)
      expect((await get('/api/v1/me', { cookie: busy }, address)).statusCode).toBe(200);
    const limited = await get('/api/v1/me', { cookie: busy, 'accept-language': 'sw' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      status: 429,
      code: 'rate_limited',
      detail: 'Maombi mengi mno. Tafadhali subiri dakika 1 kabla ya kujaribu tena.',
    });
    expect((await get('/api/v1/me', { cookie: busy })).json().detail).toBe(
      'Too many requests. Please wait 1 minute before trying again.',
    );
    // Same address, another person, and the address's own anonymous allowance: untouched.
    expect((await get('/api/v1/me', { cookie: calm }, address)).statusCode).toBe(200);
    expect((await get('/api/v1/me', {}, address)).statusCode).toBe(200);
  });

  it('limits anonymous requests (signed out: user null) per address', async () => {
    const address = otherAddress();
    for (let request = 0; request < 3; request += 1)
      expect((await get('/api/v1/me', {}, address)).statusCode).toBe(200);
    expect((await get('/api/v1/me', {}, address)).statusCode).toBe(429);
    expect((await get('/api/v1/me', {}, otherAddress())).statusCode).toBe(200);
  });

  it('gives a made-up or altered session cookie no bucket of its own', async () => {
    const address = otherAddress();
    const real = (await newSession(t)).split('; ').find((cookie) => cookie.startsWith('better-auth.session_token='))!;
    const altered = real.replace(/=./, (start) => (start.endsWith('A') ? '=B' : '=A'));
    const madeUp = (n: number) => `better-auth.session_token=invented${n}.c2lnbmF0dXJl`;
    expect((await get('/api/v1/me', { cookie: madeUp(1) }, address)).statusCode).toBe(200);
    expect((await get('/api/v1/me', { cookie: madeUp(2) }, address)).statusCode).toBe(200);
    expect((await get('/api/v1/me', { cookie: altered }, address)).statusCode).toBe(200);
    expect((await get('/api/v1/me', { cookie: madeUp(3) }, address)).statusCode).toBe(429);
  });

  it('never limits the health check, even from an address past its limit', async () => {
    const address = otherAddress();
    for (let request = 0; request < 3; request += 1) await get('/api/v1/me', {}, address);
    expect((await get('/api/v1/me', {}, address)).statusCode).toBe(429);
    for (let probe = 0; probe < 20; probe += 1) expect((await get('/api/health', {}, address)).statusCode).toBe(200);
    expect((await get('/api/health?probe=1', {}, address)).statusCode).toBe(200);
  });
});

describe('verifiedSessionSignature', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  it('accepts only a value signed with the secret', async () => {
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', secret).update('token123').digest('base64');
    const cookie = `other=1; sid=${encodeURIComponent(`token123.${signature}`)}`;
    expect(verifiedSessionSignature(cookie, 'sid', secret)).toBe(signature);
    expect(verifiedSessionSignature(cookie, 'sid', `${secret}x`)).toBeUndefined();
    expect(verifiedSessionSignature(`sid=token124.${signature}`, 'sid', secret)).toBeUndefined();
    expect(verifiedSessionSignature('sid=%E0%A4%A', 'sid', secret)).toBeUndefined();
    expect(verifiedSessionSignature(undefined, 'sid', secret)).toBeUndefined();
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s -> %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});
