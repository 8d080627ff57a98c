import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, postJson, signUp, uniqueEmail } from '../test-support/builders';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/me', '/api/v1/me'],
    ['/api/auth/verify-email?token=abc.def&callbackURL=%2F', '/api/auth/verify-email'],
    ['/api/auth/reset-password/Tok3n?callbackURL=%2Fauth', '/api/auth/reset-password/[token]'],
    ['/api/auth/reset-password/Tok3n', '/api/auth/reset-password/[token]'],
    ['/auth/reset-password?token=abc', '/auth/reset-password'],
    ['/api/v1/staff/beneficiaries?search=Amina', '/api/v1/staff/beneficiaries'],
    ['/?', '/'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps a POST to the reset endpoint readable (it carries no token in the path)', () => {
    expect(redactUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});

describe('nothing personal or secret in the logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const followLink = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  };

  it('after sign-up, sign-in, verification, password reset and sign-out', async () => {
    const email = uniqueEmail('Zawadi.Kiprotich');
    const password = 'Sup3r-Secret-Pass';
    const newPassword = 'An0ther-Secret-Pass';
    const secrets: string[] = [email, email.toLowerCase(), password, newPassword, 'Zawadi', 'Kiprotich', '798765432'];
    const keepCookies = (response: Awaited<ReturnType<typeof followLink>>) => {
      for (const cookie of response.cookies) if (cookie.value) secrets.push(cookie.value, decodeURIComponent(cookie.value).split('.')[0]!);
      return cookieHeader(response);
    };

    const created = await signUp(t, { email, password, firstName: 'Zawadi', lastName: 'Kiprotich', phoneNumber: '0798 765 432' });
    expect(created.response.statusCode).toBe(200);
    const cookie = keepCookies(created.response);
    await signUp(t, { email, password, phoneNumber: '0798' });
    await postJson(t, '/api/auth/sign-in/email', { email, password: 'wrong-password' });
    keepCookies(await postJson(t, '/api/auth/sign-in/email', { email, password }));
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

    const verifyLink = t.mailer.linkTo(email.toLowerCase());
    secrets.push(new URL(verifyLink).searchParams.get('token')!);
    keepCookies(await followLink(verifyLink));

    await postJson(t, '/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const resetLink = t.mailer.linkTo(email.toLowerCase());
    const landing = await followLink(resetLink);
    const token = new URL(String(landing.headers.location), t.config.baseUrl).searchParams.get('token')!;
    secrets.push(token);
    expect((await postJson(t, '/api/auth/reset-password', { token, newPassword })).statusCode).toBe(200);
    const fresh = keepCookies(await postJson(t, '/api/auth/sign-in/email', { email, password: newPassword }));
    await postJson(t, '/api/auth/sign-out', {}, { cookie: fresh });

    const log = t.logs.join('\n');
    expect(log).toContain('/api/auth/reset-password/[token]');
    for (const secret of secrets.filter((value) => value.length >= 6)) {
      expect(log, `the log contains "${secret}"`).not.toContain(secret);
    }
    expect(log).not.toMatch(/"cookie"|set-cookie|authorization/i);
  });
});
