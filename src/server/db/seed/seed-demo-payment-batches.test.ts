import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { paymentBatches, paymentRecords, users } from '@server/db/schema';
import { seedDemo } from './seed-demo';
import { seedDemoPaymentBatches } from './seed-demo-payment-batches';

describe('the demo payment batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The seed fills each camp up to the spec's figures: other files' people would change them.
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
  });
  afterAll(() => t.close());

  const officerBatches = async () => {
    const [officer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'officer@demo.local'));
    return t.database.db.select().from(paymentBatches).where(eq(paymentBatches.createdBy, officer!.id));
  };

  it("awaits the admin's approval: this month's stipend for the newest cash-for-work project's 24 workers, once", async () => {
    const [batch, ...others] = await officerBatches();
    expect(others).toHaveLength(0);
    expect(batch).toMatchObject({
      status: 'awaiting_approval',
      amountEach: 3000,
      paymentMethod: 'mobile_money',
      paymentCount: 24,
      totalAmount: 72_000,
    });
    expect(await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.batchId, batch!.id))).toHaveLength(
      24,
    );

    await seedDemoPaymentBatches(t.database.db);
    expect(await officerBatches()).toEqual([batch]);
  });
});
