import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecords } from '@server/db/schema';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('my payment history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const payments = (user: Pick<BuiltUser, 'cookie'> | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/beneficiary/payments${query}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  async function withPayments(user: BuiltUser) {
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie: user.cookie },
    });
    const beneficiaryId = profile.json().id as string;
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    await t.database.db.insert(paymentRecords).values([
      {
        beneficiaryId,
        amount: 5000,
        paymentMethod: 'mobile_money',
        paymentReference: 'MP-001',
        status: 'completed',
        createdAt: at(1),
      },
      {
        beneficiaryId,
        amount: 5000,
        paymentMethod: 'mobile_money',
        paymentReference: 'MP-002',
        status: 'completed',
        createdAt: at(2),
      },
      { beneficiaryId, amount: 2000, paymentMethod: 'bank_transfer', status: 'processing', createdAt: at(3) },
      { beneficiaryId, amount: 1500, paymentMethod: 'cash', status: 'pending', createdAt: at(4) },
      {
        beneficiaryId,
        amount: 900,
        paymentMethod: 'cash',
        status: 'failed',
        failureCode: 'insufficient_funds',
        failureDetail: 'M-Pesa 1: The balance is insufficient for the transaction.',
        createdAt: at(5),
      },
    ]);
  }

  it('lists newest first with totals received and on the way', async () => {
    const user = await buildUser(t);
    await withPayments(user);
    const body = (await payments(user)).json();
    expect(body.total).toBe(5);
    expect(body.items.map((p: { amount: number }) => p.amount)).toEqual([900, 1500, 2000, 5000, 5000]);
    expect(body.items[4]).toMatchObject({
      paymentMethod: 'mobile_money',
      paymentReference: 'MP-001',
      status: 'completed',
    });
    expect(body.totals).toEqual({ received: 10000, onTheWay: 3500 });
    // The code, for the page to say in the person's language; the provider's words stay with staff.
    expect(body.items[0]).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(body.items[0]).not.toHaveProperty('failureDetail');
    expect(body.items[1]).toMatchObject({ status: 'pending', failureCode: null });
  });

  it('filters by status and pages', async () => {
    const user = await buildUser(t);
    await withPayments(user);
    const completed = (await payments(user, '?status=completed')).json();
    expect(completed.items.map((p: { paymentReference: string }) => p.paymentReference)).toEqual(['MP-002', 'MP-001']);
    expect(completed.totals.received).toBe(10000);
    const second = (await payments(user, '?page=2&pageSize=2')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.items.map((p: { amount: number }) => p.amount)).toEqual([2000, 5000]);
  });

  it('refuses unknown filters and oversized pages', async () => {
    const user = await buildUser(t);
    expect((await payments(user, '?status=stolen')).statusCode).toBe(400);
    expect((await payments(user, '?pageSize=1000')).statusCode).toBe(400);
    expect((await payments(user, '?page=0')).statusCode).toBe(400);
  });

  it("never shows another person's payments", async () => {
    const owner = await buildUser(t);
    await withPayments(owner);
    const other = await buildUser(t);
    expect((await payments(other)).json()).toMatchObject({ items: [], total: 0, totals: { received: 0, onTheWay: 0 } });
  });

  it('is for beneficiaries only', async () => {
    expect((await payments(null)).statusCode).toBe(401);
    expect((await payments(await buildStaffAdmin(t))).statusCode).toBe(403);
  });
});
