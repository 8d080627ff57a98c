import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, getMe, postJson, signIn, uniqueEmail, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const requestReset = (email: string, headers: Record<string, string> = {}) =>
    postJson(t, '/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' }, headers);

  /** Requests a reset, opens the e-mailed link and returns the token the reset page receives. */
  async function tokenFromMail(user: BuiltUser): Promise<string> {
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(200);
    const link = new URL(t.mailer.linkTo(user.email));
    const landing = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location), t.config.baseUrl);
    expect(location.origin).toBe(t.config.baseUrl);
    expect(location.pathname).toBe('/auth/reset-password');
    return location.searchParams.get('token') ?? '';
  }

  it('answers an unknown e-mail exactly like a known one and sends it no mail', async () => {
    const user = await buildUser(t);
    const unknown = uniqueEmail('nobody');
    const sentBefore = t.mailer.sent.length;
    const known = await requestReset(user.email);
    const stranger = await requestReset(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toBe(known.body);
    expect(t.mailer.lastTo(unknown)).toBeUndefined();
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    expect(t.mailer.lastTo(user.email)?.subject).toBe('Reset your password');
  });

  it('the e-mailed link lands on the reset page with a token', async () => {
    const user = await buildUser(t);
    expect(await tokenFromMail(user)).toMatch(/^[\w-]{10,}$/);
  });

  it('sets the new password once, signs out every session, and the old password stops working', async () => {
    const user = await buildUser(t);
    const otherDevice = await signIn(t, user.email, user.password);
    const token = await tokenFromMail(user);

    const reset = await postJson(t, '/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);

    expect((await getMe(t, user.cookie)).json().user).toBeNull();
    expect((await getMe(t, otherDevice)).json().user).toBeNull();
    const oldPassword = await postJson(t, '/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(oldPassword.statusCode).toBe(401);
    const cookie = await signIn(t, user.email, 'brand-new-pass');
    expect((await getMe(t, cookie)).json().user.id).toBe(user.userId);

    const reused = await postJson(t, '/api/auth/reset-password', { token, newPassword: 'another-pass-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe('This link is invalid or has expired. Please request a new one.');
    await signIn(t, user.email, 'brand-new-pass');
  });

  it('a tampered link lands on the reset page with INVALID_TOKEN', async () => {
    const user = await buildUser(t);
    await requestReset(user.email);
    const link = new URL(t.mailer.linkTo(user.email));
    const tampered = link.pathname.replace(/\/reset-password\/([^/]+)$/, '/reset-password/$1x');
    const landing = await t.app.inject({ method: 'GET', url: `${tampered}${link.search}` });
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location), t.config.baseUrl);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.config.baseUrl}/auth/reset-password`);
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(location.searchParams.get('token')).toBeNull();
  });

  it('refuses an unknown token, a short password and extra fields', async () => {
    const unknownToken = await postJson(t, '/api/auth/reset-password', {
      token: 'made-up-token',
      newPassword: 'brand-new-pass',
    });
    expect(unknownToken.statusCode).toBe(400);
    expect(unknownToken.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(unknownToken.json().detail).toBe('This link is invalid or has expired. Please request a new one.');

    const short = await postJson(t, '/api/auth/reset-password', { token: 'made-up-token', newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual({
      path: 'newPassword',
      message: 'Password must be at least 6 characters',
    });

    const extra = await postJson(t, '/api/auth/reset-password', {
      token: 't',
      newPassword: 'brand-new-pass',
      userId: 'x',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('writes the reset mail in Swahili for a Swahili reader', async () => {
    const user = await buildUser(t);
    await requestReset(user.email, { 'accept-language': 'sw' });
    expect(t.mailer.lastTo(user.email)?.subject).toBe('Weka upya nenosiri lako');
  });

  /*
   * An attacker asks for a reset of someone else's account with a redirect of
   * their choosing; the victim gets our genuine mail. Wherever the link lands,
   * the token must stay on our site.
   */
  const attackerRedirects: [string, string][] = [
    ['refuses a foreign absolute redirectTo', 'https://evil.example'],
    ['a protocol-relative redirectTo (//host) never carries the reset token off the site', '//evil.example/phish'],
    ['a backslash redirectTo (/\\host) never carries the reset token off the site', '/\\evil.example'],
  ];
  it.each(attackerRedirects)('%s', async (_label, redirectTo) => {
    const victim = await buildUser(t);
    const response = await postJson(t, '/api/auth/request-password-reset', { email: victim.email, redirectTo });
    if (response.statusCode === 200) {
      const link = new URL(t.mailer.linkTo(victim.email));
      const landing = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(new URL(String(landing.headers.location), t.config.baseUrl).origin).toBe(t.config.baseUrl);
    } else {
      expect(response.statusCode).toBe(400);
    }
  });
});
