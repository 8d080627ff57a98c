import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackCases, paymentBatches } from '@server/db/schema';
import { signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './seed-demo';
import { VERIFIED_BATCH_DESCRIPTION } from './seed-demo-verification';

describe('the demo payment verification', () => {
  let t: TestApp;
  let batchId: string;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
    const [batch] = await t.database.db
      .select({ id: paymentBatches.id })
      .from(paymentBatches)
      .where(eq(paymentBatches.description, VERIFIED_BATCH_DESCRIPTION));
    batchId = batch!.id;
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const verification = async () => {
    const officer = await signIn(t, 'officer@demo.local', DEMO_PASSWORD);
    const response = await get(`/api/v1/staff/payment-batches/${batchId}/verification`, officer);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('shows the completed batch its verification rate and two findings, each with a complaint', async () => {
    const { eligible, summary, items } = await verification();
    expect(eligible).toBe(true);
    expect(summary.sampled).toBeGreaterThanOrEqual(10);
    expect(summary.ratePercent).toBeGreaterThan(50);
    expect(summary.ratePercent).toBeLessThan(100);
    expect(summary).toMatchObject({ feeAsked: 1, short: 1, notReceived: 0 });
    const withComplaint = items.filter((item: { complaintReference: string | null }) => item.complaintReference);
    expect(withComplaint.map((item: { findings: string[] }) => item.findings).sort()).toEqual([
      ['fee_asked'],
      ['short'],
    ]);
    for (const item of withComplaint) {
      const [complaint] = await t.database.db
        .select()
        .from(feedbackCases)
        .where(eq(feedbackCases.reference, item.complaintReference));
      expect(complaint).toMatchObject({ kind: 'complaint', category: 'payments', beneficiaryId: item.beneficiaryId });
    }
  });

  it('asks Amina in her portal about her grant payment', async () => {
    const cookie = await signIn(t, 'amina@demo.local', DEMO_PASSWORD);
    const { items } = (await get('/api/v1/beneficiary/payment-checks', cookie)).json();
    expect(items).toEqual([
      expect.objectContaining({ amount: 20_000, projectName: 'Dadaab Livelihood Start-up Kits' }),
    ]);
  });

  it('draws and answers nothing more when seeded again', async () => {
    const before = await verification();
    await seedDemo(t.auth, t.database);
    expect(await verification()).toEqual(before);
  });
});
