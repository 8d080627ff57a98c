import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, signUpBody } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

describe('GET /api/v1/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served outside production mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Array.isArray(response.json().items)).toBe(true);
  });

  it('without SMTP, keeps mail with its links, newest first, and logs no address or link', async () => {
    const outboxApp = await buildSiblingApp(t, {}, { outbox: true });
    try {
      const body = signUpBody();
      const signUp = await outboxApp.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
      expect(signUp.statusCode).toBe(200);
      const reset = await outboxApp.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: body.email, redirectTo: '/auth/reset-password' },
      });
      expect(reset.statusCode).toBe(200);

      const response = await outboxApp.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(response.statusCode).toBe(200);
      const mine = (response.json().items as OutboxItem[]).filter((item) => item.to === body.email);
      expect(mine.map((item) => item.subject)).toEqual(['Reset your password', 'Verify your email address']);
      const [resetMail, verifyMail] = mine;
      expect(verifyMail!.text).toContain(`${outboxApp.config.baseUrl}/api/auth/verify-email?token=`);
      expect(resetMail!.text).toContain(`${outboxApp.config.baseUrl}/api/auth/reset-password/`);
      expect(Date.parse(resetMail!.createdAt)).toBeGreaterThanOrEqual(Date.parse(verifyMail!.createdAt));

      const log = outboxApp.logs.join('');
      expect(log).toContain('mail kept in the outbox');
      expect(log).not.toContain(body.email);
      const resetToken = /reset-password\/([^?\s]+)/.exec(resetMail!.text)![1]!;
      expect(log).not.toContain(resetToken);
    } finally {
      await outboxApp.app.close();
    }
  });

  describe('answers only the machine that runs the platform', () => {
    const outbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', ...options });

    it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])(
      'a browser on the machine itself (%s) reads the mail',
      async (remoteAddress) => {
        const response = await outbox({ remoteAddress, headers: { host: 'localhost:3000' } });
        expect(response.statusCode).toBe(200);
        expect(Array.isArray(response.json().items)).toBe(true);
      },
    );

    it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000'])(
      'by any local name of the machine (Host %s)',
      async (host) => {
        expect((await outbox({ headers: { host } })).statusCode).toBe(200);
      },
    );

    it.each([
      ['another device on the network', { remoteAddress: '192.168.1.30' }],
      [
        'another device claiming to be the machine',
        { remoteAddress: '192.168.1.30', headers: { 'x-forwarded-for': '127.0.0.1' } },
      ],
      ['a request relayed by a proxy on the machine', { headers: { 'x-forwarded-for': '41.90.12.7' } }],
      ['a request relayed with Forwarded', { headers: { forwarded: 'for=41.90.12.7' } }],
      ['a page whose name was pointed at 127.0.0.1', { headers: { host: 'attacker.example:3000' } }],
    ])('is "not found" for %s, with no mail in the answer', async (_case, options) => {
      const response = await outbox(options);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).not.toContain('items');
    });

    it('believes the socket, not X-Forwarded-For, even behind a trusted proxy', async () => {
      const proxied = await buildSiblingApp(t, { TRUST_PROXY: '1' });
      try {
        const response = await proxied.app.inject({
          method: 'GET',
          url: '/api/v1/dev/outbox',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(response.statusCode).toBe(404);
      } finally {
        await proxied.app.close();
      }
    });

    it.each(['https://camp.example', 'http://192.168.1.20:3000'])(
      'is not served at all when BASE_URL is %s, not this machine',
      async (baseUrl) => {
        const published = await buildSiblingApp(t, { BASE_URL: baseUrl });
        try {
          const response = await published.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
          expect(response.statusCode).toBe(404);
          expect(response.body).not.toContain('items');
        } finally {
          await published.app.close();
        }
      },
    );
  });

  it('is not served in production mode', async () => {
    const production = await buildSiblingApp(t, { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    } finally {
      await production.app.close();
    }
  });
});
