import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { PaymentFailureCode } from '@domain/payment-failure';
import {
  NEEDS_CHECK_ATTENTION,
  type PaymentAttention,
  type PaymentBatchStatus,
  type PaymentStatus,
} from '@domain/payments';
import type { StaffScope } from '@domain/organisations';
import { projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { paymentBatches, paymentRecords, projects } from '@server/db/schema';

export type BatchRow = typeof paymentBatches.$inferSelect;

export interface BatchListRow extends BatchRow {
  projectCode: string;
  projectName: string;
  creatorName: string | null;
  deciderName: string | null;
  needsCheckCount: number;
}

/**
 * A payment a staff member checks by hand: one the M-Pesa status sweep gave up
 * on, or one M-Pesa paid with another amount (counted and listed, never settled by hand).
 */
const needsCheck = sql`p.attention in (${sql.join(
  NEEDS_CHECK_ATTENTION.map((code) => sql`${code}`),
  sql`, `,
)})`;

const SELECT_BATCHES = sql`
  select b.id, b.reference, b.project_id as "projectId", b.amount_each as "amountEach", b.payment_method as "paymentMethod",
    b.period_start::text as "periodStart", b.period_end::text as "periodEnd", b.description, b.status, b.provider,
    b.payment_count as "paymentCount", b.total_amount as "totalAmount", b.created_by as "createdBy", b.decided_by as "decidedBy",
    b.decided_at as "decidedAt", b.decision_note as "decisionNote", b.disbursed_by as "disbursedBy", b.disbursed_at as "disbursedAt",
    b.completed_at as "completedAt", b.created_at as "createdAt", b.updated_at as "updatedAt",
    p.code as "projectCode", p.name as "projectName",
    nullif(trim(concat_ws(' ', cu.first_name, cu.last_name)), '') as "creatorName",
    nullif(trim(concat_ws(' ', du.first_name, du.last_name)), '') as "deciderName",
    case when b.provider = 'mpesa'
      then (select count(*) from payment_records p where p.batch_id = b.id and ${needsCheck})::int
      else 0 end as "needsCheckCount"
  from payment_batches b
  join projects p on p.id = b.project_id
  left join users cu on cu.id = b.created_by
  left join users du on du.id = b.decided_by`;

/** Batches of projects in the staff member's scope: a batch is its project's business. */
function batchInScope(scope: StaffScope, batchProjectId: SQL): SQL {
  if (scope.wholeRegistry) return sql`true`;
  return exists(sql`(select 1 from ${projects} where ${projects.id} = ${batchProjectId} and ${projectInScope(scope)})`);
}

export interface BatchFilter {
  status?: PaymentBatchStatus;
  projectId?: string;
}

function whereOf(scope: StaffScope, filter: BatchFilter): SQL {
  const conditions = [batchInScope(scope, sql`b.project_id`)];
  if (filter.status) conditions.push(sql`b.status = ${filter.status}`);
  if (filter.projectId) conditions.push(sql`b.project_id = ${filter.projectId}::uuid`);
  return sql.join(conditions, sql` and `);
}

/** Newest first: the batch just created, or waiting for a checker, is at the top. */
export async function listBatches(
  db: Database,
  scope: StaffScope,
  filter: BatchFilter,
  page: number,
  pageSize: number,
) {
  const where = whereOf(scope, filter);
  const [rows, [counted]] = await Promise.all([
    rawRows<BatchListRow>(
      db,
      sql`${SELECT_BATCHES} where ${where} order by b.created_at desc, b.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    rawRows<{ total: number | string }>(db, sql`select count(*) as total from payment_batches b where ${where}`),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** One batch in scope with its list columns; null for one outside scope, as for one that does not exist. */
export async function findBatchItem(db: Database, scope: StaffScope, id: string): Promise<BatchListRow | null> {
  const [row] = await rawRows<BatchListRow>(
    db,
    sql`${SELECT_BATCHES} where b.id = ${id}::uuid and ${batchInScope(scope, sql`b.project_id`)}`,
  );
  return row ?? null;
}

/** The batch row in scope, locked until the transaction ends, so two decisions on one batch queue up. */
export async function lockBatch(db: Database, scope: StaffScope, id: string): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.id, id), batchInScope(scope, sql`${paymentBatches.projectId}`)))
    .for('update');
  return row ?? null;
}

export async function findBatch(db: Database, scope: StaffScope, id: string): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(paymentBatches)
    .where(and(eq(paymentBatches.id, id), batchInScope(scope, sql`${paymentBatches.projectId}`)));
  return row ?? null;
}

export async function updateBatch(
  db: Database,
  id: string,
  values: Partial<typeof paymentBatches.$inferInsert>,
): Promise<void> {
  await db
    .update(paymentBatches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentBatches.id, id));
}

export async function paymentStatusCounts(db: Database, batchId: string): Promise<Record<PaymentStatus, number>> {
  const rows = await db
    .select({ status: paymentRecords.status, count: sql<number | string>`count(*)` })
    .from(paymentRecords)
    .where(eq(paymentRecords.batchId, batchId))
    .groupBy(paymentRecords.status);
  const counts: Record<PaymentStatus, number> = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export interface BatchPaymentRow {
  id: string;
  beneficiaryId: string;
  firstName: string;
  lastName: string;
  progresId: string | null;
  amount: number;
  status: PaymentStatus;
  failureCode: PaymentFailureCode | null;
  failureDetail: string | null;
  paymentReference: string | null;
  providerRequestId: string | null;
  attention: PaymentAttention | null;
}

/** A batch's payments by name, so staff find a person the way the paper list reads. */
export async function listBatchPayments(
  db: Database,
  batchId: string,
  filter: { status?: PaymentStatus; needsCheck?: boolean },
  page: number,
  pageSize: number,
) {
  const where = sql`p.batch_id = ${batchId}::uuid ${filter.status ? sql`and p.status = ${filter.status}` : sql``} ${filter.needsCheck ? sql`and ${needsCheck}` : sql``}`;
  const [rows, [counted]] = await Promise.all([
    rawRows<BatchPaymentRow>(
      db,
      sql`select p.id, p.beneficiary_id as "beneficiaryId", b.first_name as "firstName", b.last_name as "lastName", b.progres_id as "progresId",
        p.amount, p.status, p.failure_code as "failureCode", p.failure_detail as "failureDetail",
        p.payment_reference as "paymentReference", p.provider_request_id as "providerRequestId", p.attention
      from payment_records p join beneficiaries b on b.id = p.beneficiary_id
      where ${where} order by b.last_name, b.first_name, p.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    rawRows<{ total: number | string }>(db, sql`select count(*) as total from payment_records p where ${where}`),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
