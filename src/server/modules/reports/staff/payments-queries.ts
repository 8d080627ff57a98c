import { and, asc, eq, exists, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CAMPS } from '@domain/beneficiary-profile';
import type { Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, paymentRecords } from '@server/db/schema';
import { kenyaBucket } from './report-range';
import { paymentInScope, type ScopedRange } from './report-scope';

export type PaymentStatus = (typeof paymentRecords.status.enumValues)[number];
export type PaymentMethod = (typeof paymentRecords.paymentMethod.enumValues)[number];

/** The payments counted: created in the range, to people of one camp when set. */
export interface PaymentScope extends ScopedRange {
  camp?: Camp;
}

const paidPerson = alias(beneficiaries, 'paid_person');

/** The person paid lives in the camp: a lookup by key per payment, so only the camp breakdown joins people. */
const paidInCamp = (camp: Camp) =>
  exists(
    sql`(select 1 from ${beneficiaries} as ${paidPerson} where ${paidPerson.id} = ${paymentRecords.beneficiaryId}
         and ${paidPerson.locationCamp} = ${camp})`,
  );

function paymentsIn(scope: PaymentScope, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(
    scope.from ? gte(paymentRecords.createdAt, scope.from) : undefined,
    scope.before ? lt(paymentRecords.createdAt, scope.before) : undefined,
    scope.camp ? paidInCamp(scope.camp) : undefined,
    paymentInScope(scope.staff, paymentRecords),
    ...more,
  );
}

const disbursed = eq(paymentRecords.status, 'completed');
const sums = { count: sql<unknown>`count(*)`, amount: sql<unknown>`coalesce(sum(${paymentRecords.amount}), 0)` };
/*
 * Only the camp breakdown joins the people; the others read payments alone
 * (every payment has its person: a foreign key, deleted with them).
 */
const toSums = (row: { count: unknown; amount: unknown }) => ({
  count: toCount(row.count),
  amount: toCount(row.amount),
});

/** Disbursed (completed) payments per month of their date in Kenya. */
export async function sumDisbursedByMonth(db: Database, scope: PaymentScope) {
  const month = kenyaBucket(paymentRecords.createdAt, 'month');
  const rows = await db
    .select({ bucket: month, ...sums })
    .from(paymentRecords)
    .where(paymentsIn(scope, disbursed))
    .groupBy(month)
    .orderBy(asc(month));
  return rows.map((row) => ({ bucket: row.bucket, ...toSums(row) }));
}

export async function sumDisbursedByMethod(db: Database, scope: PaymentScope) {
  const rows = await db
    .select({ method: paymentRecords.paymentMethod, ...sums })
    .from(paymentRecords)
    .where(paymentsIn(scope, disbursed))
    .groupBy(paymentRecords.paymentMethod)
    .orderBy(asc(paymentRecords.paymentMethod));
  return rows.map((row) => ({ method: row.method, ...toSums(row) }));
}

/** Every status, so pending, processing and failed payments show beside the disbursed ones. */
export async function sumByStatus(db: Database, scope: PaymentScope) {
  const rows = await db
    .select({ status: paymentRecords.status, ...sums })
    .from(paymentRecords)
    .where(paymentsIn(scope))
    .groupBy(paymentRecords.status);
  return rows.map((row) => ({ status: row.status, ...toSums(row) }));
}

const campList = sql.raw(CAMPS.map((camp) => `'${camp}'`).join(', '));
const knownCamp = sql<Camp | null>`case when ${beneficiaries.locationCamp} in (${campList}) then ${beneficiaries.locationCamp} end`;

export async function sumDisbursedByCamp(db: Database, scope: PaymentScope) {
  const rows = await db
    .select({ camp: knownCamp, ...sums })
    .from(paymentRecords)
    .innerJoin(beneficiaries, eq(beneficiaries.id, paymentRecords.beneficiaryId))
    .where(paymentsIn(scope, disbursed))
    .groupBy(knownCamp)
    .orderBy(sql`${knownCamp} asc nulls last`);
  return rows.map((row) => ({ camp: row.camp, ...toSums(row) }));
}
