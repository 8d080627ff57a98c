import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecords } from '@server/db/schema';
import { buildBeneficiary, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { addDays, expectFilterValidation, expectStaffOnly, farPastDay, getReport } from './report-fixtures';

const URL = '/api/v1/staff/reports/payments';
const DAY = farPastDay();
const LATER = addDays(DAY, 40);
const tag = randomUUID().slice(0, 8);

let t: TestApp;
let officer: BuiltUser;

async function person(locationCamp: string | null) {
  const row = await buildBeneficiary(t, { ...NAME_ONLY, firstName: 'Neema', lastName: `Payee${tag}`, locationCamp });
  return row.id;
}

type Payment = Pick<typeof paymentRecords.$inferInsert, 'amount' | 'paymentMethod' | 'status'>;

async function pay(beneficiaryId: string, day: string, payment: Payment) {
  await t.database.db
    .insert(paymentRecords)
    .values({ beneficiaryId, createdAt: new Date(`${day}T10:00:00+03:00`), ...payment });
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  const kakuma = await person('KAK');
  const dadaab = await person('DAD');
  const unknown = await person(null);
  await pay(kakuma, DAY, { amount: 5000, paymentMethod: 'mobile_money', status: 'completed' });
  await pay(kakuma, DAY, { amount: 2500, paymentMethod: 'mobile_money', status: 'failed' });
  await pay(dadaab, DAY, { amount: 3000, paymentMethod: 'bank_transfer', status: 'completed' });
  await pay(dadaab, DAY, { amount: 1000, paymentMethod: 'cash', status: 'pending' });
  await pay(unknown, LATER, { amount: 700, paymentMethod: 'cash', status: 'completed' });
  await pay(kakuma, LATER, { amount: 400, paymentMethod: 'mobile_money', status: 'processing' });
});

afterAll(async () => t.close());

describe('GET /api/v1/staff/reports/payments', () => {
  it('sums the disbursed payments by month, method and camp and counts every status', async () => {
    const response = await getReport(t, `${URL}?from=${DAY}&to=${LATER}`, officer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toEqual({ disbursedCount: 3, disbursedAmount: 8700 });
    expect(body.byMethod).toEqual([
      { method: 'bank_transfer', count: 1, amount: 3000 },
      { method: 'cash', count: 1, amount: 700 },
      { method: 'mobile_money', count: 1, amount: 5000 },
    ]);
    expect(body.byStatus).toEqual([
      { status: 'pending', count: 1, amount: 1000 },
      { status: 'processing', count: 1, amount: 400 },
      { status: 'completed', count: 3, amount: 8700 },
      { status: 'failed', count: 1, amount: 2500 },
    ]);
    expect(body.byCamp).toEqual([
      { camp: 'DAD', count: 1, amount: 3000 },
      { camp: 'KAK', count: 1, amount: 5000 },
      { camp: null, count: 1, amount: 700 },
    ]);
    const months = body.byMonth.map((row: { bucket: string }) => row.bucket);
    expect(months[0]).toBe(`${DAY.slice(0, 7)}-01`);
    expect(months.at(-1)).toBe(`${LATER.slice(0, 7)}-01`);
    expect(body.byMonth.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(8700);
    expect(response.body).not.toContain(`Payee${tag}`);
  });

  it('keeps to the people of one camp', async () => {
    const body = (await getReport(t, `${URL}?from=${DAY}&to=${LATER}&camp=KAK`, officer)).json();
    expect(body.totals).toEqual({ disbursedCount: 1, disbursedAmount: 5000 });
    expect(body.byCamp).toEqual([{ camp: 'KAK', count: 1, amount: 5000 }]);
    expect(
      body.byStatus.filter((row: { count: number }) => row.count > 0).map((row: { status: string }) => row.status),
    ).toEqual(['processing', 'completed', 'failed']);
  });

  it('shows zero months rather than nothing for a period without payments', async () => {
    const body = (await getReport(t, `${URL}?from=${addDays(DAY, -100)}&to=${addDays(DAY, -70)}`, officer)).json();
    expect(body.totals).toEqual({ disbursedCount: 0, disbursedAmount: 0 });
    expect(body.byMonth.length).toBeGreaterThan(0);
    expect(body.byMonth.every((row: { amount: number }) => row.amount === 0)).toBe(true);
  });

  it('refuses a bad period or camp in English and Swahili', async () => {
    await expectFilterValidation(t, URL, officer);
  });

  it('is for approved, active staff only', async () => {
    await expectStaffOnly(t, URL);
  });
});
