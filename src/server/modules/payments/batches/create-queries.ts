import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentBatchValues } from '@domain/payment-batch';
import type { StaffScope } from '@domain/organisations';
import { projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { paymentEvents, paymentRecords, projects } from '@server/db/schema';

const INSERT_CHUNK = 1000;

/**
 * The project row, locked so two batches for one project are created one after the other; null for a
 * project outside the staff member's scope, as for one that does not exist.
 */
export async function lockProject(
  db: Database,
  scope: StaffScope,
  projectId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await rawRows<{ id: string; name: string }>(
    db,
    sql`select id, name from ${projects} where ${projects.id} = ${projectId}::uuid and ${projectInScope(scope)} for update`,
  );
  return row ?? null;
}

export interface Payee {
  id: string;
  phoneNumber: string | null;
}

/**
 * The project's people to pay: enrolled now, active and not merged into
 * another record, and not already in a live batch of this project for an
 * overlapping period (unless that payment failed). A double submit therefore
 * finds nobody left to pay, and a batch made to pay again those whose payment
 * failed takes only them.
 */
export async function peopleToPay(db: Database, batch: PaymentBatchValues): Promise<Payee[]> {
  return rawRows<Payee>(
    db,
    sql`select b.id, b.phone_number as "phoneNumber"
      from project_enrolments e
      join beneficiaries b on b.id = e.beneficiary_id
      where e.project_id = ${batch.projectId}::uuid and e.status = 'enrolled' and b.status = 'active' and b.merged_into_id is null
        and not exists (
          select 1 from payment_records p join payment_batches pb on pb.id = p.batch_id
          where p.beneficiary_id = b.id and pb.project_id = e.project_id and pb.status not in ('rejected', 'cancelled') and p.status <> 'failed'
            and pb.period_start <= ${batch.periodEnd}::date and pb.period_end >= ${batch.periodStart}::date
        )
      order by b.id`,
  );
}

export async function nextBatchSequence(db: Database): Promise<number> {
  const [row] = await rawRows<{ value: number | string }>(
    db,
    sql`select nextval('payment_batch_reference_seq') as value`,
  );
  return Number(row!.value);
}

/**
 * Our id for a payment at any provider, fixed now and never changed: 20 hex
 * characters fit M-Pesa's OriginatorConversationID and a bank file's reference
 * column alike.
 */
export function newProviderRequestId(): string {
  return randomUUID().replace(/-/g, '').slice(0, 20);
}

/** One pending payment per person, each with its first history entry. */
export async function insertPendingPayments(
  db: Database,
  batch: { id: string; projectId: string; amountEach: number; paymentMethod: PaymentBatchValues['paymentMethod'] },
  payees: Payee[],
  actorUserId: string,
): Promise<void> {
  for (let start = 0; start < payees.length; start += INSERT_CHUNK) {
    const chunk = payees.slice(start, start + INSERT_CHUNK);
    const inserted = await db
      .insert(paymentRecords)
      .values(
        chunk.map((payee) => ({
          beneficiaryId: payee.id,
          amount: batch.amountEach,
          paymentMethod: batch.paymentMethod,
          status: 'pending' as const,
          batchId: batch.id,
          projectId: batch.projectId,
          providerRequestId: newProviderRequestId(),
          payeeAccount: batch.paymentMethod === 'mobile_money' ? payee.phoneNumber : null,
        })),
      )
      .returning({ id: paymentRecords.id });
    await db.insert(paymentEvents).values(
      inserted.map((row) => ({
        paymentId: row.id,
        fromStatus: null,
        toStatus: 'pending' as const,
        source: 'staff' as const,
        actorUserId,
      })),
    );
  }
}
