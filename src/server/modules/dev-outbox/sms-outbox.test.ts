import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSendJob } from '@server/modules/sms';
import { lastCode, lastCodeMessage, personToVerify, sendCode } from '@server/modules/phone-verification/phone-fixtures';
import { OutboxSmsGateway } from '@server/platform/sms/outbox-gateway';
import { buildSiblingApp } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

interface SmsItem {
  id: string;
  to: string;
  body: string;
  parts: number;
  createdAt: string;
}

describe('GET /api/v1/dev/sms-outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const smsOutbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox', ...options });

  it('shows a one-time code kept instead of sent, so that a developer can read it', async () => {
    const person = await personToVerify(t);
    expect((await sendCode(t, person.cookie)).statusCode).toBe(201);
    const message = await lastCodeMessage(t, person.beneficiaryId);
    const send = smsSendJob(t.database.db, new OutboxSmsGateway(t.database.db));
    await send({ messageId: message.id }, { jobId: 'dev-outbox', attempt: 1, lastAttempt: true });

    const response = await smsOutbox();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mine = (response.json().items as SmsItem[]).filter((item) => item.to === person.beneficiary.phoneNumber);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ parts: 1 });
    expect(mine[0]!.body).toContain(await lastCode(t, person.beneficiaryId));
  });

  it.each([
    ['another device on the network', { remoteAddress: '192.168.1.30' }],
    ['a request relayed by a proxy on the machine', { headers: { 'x-forwarded-for': '41.90.12.7' } }],
    ['a page whose name was pointed at 127.0.0.1', { headers: { host: 'attacker.example:3000' } }],
  ])('is "not found" for %s, with no text in the answer', async (_case, options) => {
    const response = await smsOutbox(options);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('items');
  });

  it('is not served in production mode', async () => {
    const production = await buildSiblingApp(t, { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/v1/dev/sms-outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});
