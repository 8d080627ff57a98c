import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { OutboxSmsGateway } from './outbox-gateway';

describe('the development SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message with its billed parts instead of sending it, and answers as a gateway would', async () => {
    const gateway = new OutboxSmsGateway(t.database.db);
    const text = 'تمت الموافقة على طلبك. افتح التطبيق لمعرفة المزيد عن الخطوة التالية في البرنامج.';
    const result = await gateway.send({ to: '+254712009001', text });
    expect(result).toMatchObject({ outcome: 'accepted', costKes: 0 });
    const [kept] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, '+254712009001'))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    expect(kept).toMatchObject({ body: text, parts: 2 });
    expect(result.outcome === 'accepted' && result.providerMessageId).toBe(`outbox-${kept!.id}`);
  });
});
