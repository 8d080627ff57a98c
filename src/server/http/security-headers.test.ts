import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, getMe, signUpBody } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'livelihood-web-'));
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it.each([
    ['the app shell', '/'],
    ['a client route', '/staff/team'],
    ['an API answer', '/api/v1/me'],
    ['an API error', '/api/v1/nothing-here'],
    ['the health check', '/api/health'],
  ])('%s carries a strict policy', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Reset tokens travel in the reset page's URL: they must not leak through Referer.
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // HSTS on http://localhost would pin the browser to HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI UI at /api/docs and the document with our endpoints', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    // Over plain http the docs must still load their own scripts and styles.
    expect(directives(ui.headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/me',
        '/api/v1/staff/team',
        '/api/v1/staff/team/{userId}/approve',
        '/api/v1/staff/team/{userId}/admin',
        '/api/health',
      ]),
    );
  });

  it('on http: session cookies are httpOnly and SameSite=Lax, without Secure', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: signUpBody() });
    expect(response.cookies.length).toBeGreaterThan(0);
    for (const cookie of response.cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie.secure).toBeUndefined();
    }
  });

  describe('behind HTTPS (BASE_URL https://)', () => {
    it('marks cookies Secure and sends HSTS', async () => {
      const https = await buildSiblingApp(t, { BASE_URL: 'https://livelihood.example' });
      try {
        const signUp = await https.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: signUpBody(),
        });
        expect(signUp.statusCode).toBe(200);
        expect(signUp.cookies.length).toBeGreaterThan(0);
        for (const cookie of signUp.cookies) {
          expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
        }
        const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
        expect(
          (await https.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json().user,
        ).not.toBeNull();

        const page = await https.app.inject({ method: 'GET', url: '/' });
        expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
        expect(directives(page.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
        // The __Secure- prefix makes browsers refuse the cookie from any non-HTTPS origin.
        expect(signUp.cookies.map((c) => c.name)).toContain('__Secure-better-auth.session_token');
        expect((await getMe(t, cookie)).json().user).toBeNull();
      } finally {
        await https.app.close();
      }
    });
  });
});
