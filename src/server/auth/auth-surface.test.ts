import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, getMe, postJson } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/*
 * better-auth answers far more endpoints under /api/auth/* than the web uses.
 * Only the allow-list of auth-endpoints.ts is reachable; these tests pin what a
 * client must never be able to do through the rest.
 */
describe('the auth surface beyond the pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The session token inside the httpOnly cookie (value = token.signature, URL-encoded). */
  const sessionToken = (cookie: string) =>
    decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]!;

  it('a person cannot change their own account type, phone or name through /api/auth/update-user', async () => {
    const user = await buildUser(t, { userType: 'beneficiary', firstName: 'Amina', phoneNumber: '0712345678' });
    const response = await postJson(
      t,
      '/api/auth/update-user',
      { userType: 'employer', phoneNumber: 'garbage', firstName: 'A' },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await getMe(t, user.cookie)).json().user).toMatchObject({
      userType: 'beneficiary',
      firstName: 'Amina',
      phoneNumber: '+254712345678',
    });
  });

  it('refuses to mark an e-mail verified on request', async () => {
    const user = await buildUser(t);
    const response = await postJson(t, '/api/auth/update-user', { emailVerified: true }, { cookie: user.cookie });
    expect(response.statusCode).toBe(404);
    expect((await getMe(t, user.cookie)).json().user.emailVerified).toBe(false);
  });

  it.each(['/api/auth/get-session', '/api/auth/list-sessions'])(
    '%s never hands the httpOnly session token to script',
    async (url) => {
      const user = await buildUser(t);
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain(sessionToken(user.cookie));
    },
  );

  it('an unknown /api/auth path answers 404 problem+json', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/auth/no-such-endpoint',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 404, detail: 'We could not find what you were looking for.' });
    }
  });

  it.each([
    '/api/auth/verify-email?token=forged&callbackURL=https://evil.example/',
    '/api/auth/verify-email?token=forged&callbackURL=//evil.example/',
    '/api/auth/reset-password/forged?callbackURL=https://evil.example/',
    '/api/auth/reset-password/forged?callbackURL=//evil.example/',
  ])('GET %s never redirects off the site and never fails with 500', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    if (response.headers.location) {
      const target = new URL(String(response.headers.location), t.config.baseUrl);
      expect(target.origin).toBe(t.config.baseUrl);
    }
  });
});
