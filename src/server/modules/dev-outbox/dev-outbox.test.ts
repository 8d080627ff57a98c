import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, signUpBody } from '../../test-support/builders';
import { createTestApp, type TestApp } from '../../test-support/test-app';

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
