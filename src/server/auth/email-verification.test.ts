import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, cookieHeader, getMe, postJson } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/** The path and query of an e-mailed link, as the browser would request it from our server. */
function localPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the link in the sign-up mail verifies the address and lands on /?verified=1', async () => {
    const user = await buildUser(t);
    const link = t.mailer.linkTo(user.email);
    expect(link.startsWith(`${t.config.baseUrl}/api/auth/verify-email?`)).toBe(true);

    const response = await t.app.inject({ method: 'GET', url: localPath(link) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?verified=1');
    expect((await getMe(t, user.cookie)).json().user.emailVerified).toBe(true);
  });

  it('signs the person in when they open the link on another device', async () => {
    const user = await buildUser(t);
    const response = await t.app.inject({ method: 'GET', url: localPath(t.mailer.linkTo(user.email)) });
    const cookie = cookieHeader(response);
    expect(cookie).toContain('better-auth.session_token=');
    expect((await getMe(t, cookie)).json().user).toMatchObject({ id: user.userId, emailVerified: true });
  });

  it('a tampered token redirects with an error and verifies nothing', async () => {
    const user = await buildUser(t);
    const url = new URL(t.mailer.linkTo(user.email));
    url.searchParams.set('token', `${url.searchParams.get('token')}x`);
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/');
    // The landing page reads `error` before `verified`, so the callback's own ?verified=1 may stay.
    expect(location.searchParams.get('error')).toBeTruthy();
    expect((await getMe(t, user.cookie)).json().user.emailVerified).toBe(false);
  });

  it('resends the verification mail on request', async () => {
    const user = await buildUser(t);
    const before = t.mailer.sent.length;
    const response = await postJson(
      t,
      '/api/auth/send-verification-email',
      { email: user.email, callbackURL: '/?verified=1' },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
    const again = await t.app.inject({ method: 'GET', url: localPath(t.mailer.linkTo(user.email)) });
    expect(again.headers.location).toBe('/?verified=1');
  });

  const foreignCallbacks: [string, string][] = [
    ['refuses a foreign absolute callbackURL', 'https://evil.example/phish'],
    ['a protocol-relative callbackURL (//host) never sends the person off the site', '//evil.example/phish'],
    ['a backslash callbackURL (/\\host) never sends the person off the site', '/\\evil.example'],
  ];
  it.each(foreignCallbacks)('%s', async (_label, callbackURL) => {
    const user = await buildUser(t);
    const response = await postJson(t, '/api/auth/send-verification-email', { email: user.email, callbackURL });
    if (response.statusCode === 200) {
      const landing = await t.app.inject({ method: 'GET', url: localPath(t.mailer.linkTo(user.email)) });
      expect(new URL(String(landing.headers.location), t.config.baseUrl).origin).toBe(t.config.baseUrl);
    } else {
      expect(response.statusCode).toBe(400);
    }
  });

  it('does not reveal whether an address has an account when asked to resend', async () => {
    const user = await buildUser(t);
    const known = await postJson(t, '/api/auth/send-verification-email', {
      email: user.email,
      callbackURL: '/?verified=1',
    });
    const unknown = await postJson(t, '/api/auth/send-verification-email', {
      email: `nobody-${user.userId}@test.local`,
      callbackURL: '/?verified=1',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });
});
