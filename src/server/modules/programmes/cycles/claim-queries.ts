import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@domain/payments';
import type { Database } from '@server/db/client';
import { cycleInstalmentPayments, paymentBatches, paymentRecords } from '@server/db/schema';

/** Instalments already put into payments, with how each payment stands. */

export interface Claim {
  beneficiaryId: string;
  instalmentKey: string;
  amount: number;
  paymentStatus: PaymentStatus;
  batchReference: string;
}

/** Batches that will never be paid: their instalments are owed again. */
const DEAD_BATCHES = ['rejected', 'cancelled'] as const;

export async function claimsOf(db: Database, cycleId: string, beneficiaryIds?: string[]): Promise<Claim[]> {
  if (beneficiaryIds?.length === 0) return [];
  return db
    .select({
      beneficiaryId: cycleInstalmentPayments.beneficiaryId,
      instalmentKey: cycleInstalmentPayments.instalmentKey,
      amount: cycleInstalmentPayments.amount,
      paymentStatus: paymentRecords.status,
      batchReference: paymentBatches.reference,
    })
    .from(cycleInstalmentPayments)
    .innerJoin(paymentRecords, eq(paymentRecords.id, cycleInstalmentPayments.paymentId))
    .innerJoin(paymentBatches, eq(paymentBatches.id, cycleInstalmentPayments.batchId))
    .where(
      and(
        eq(cycleInstalmentPayments.cycleId, cycleId),
        sql`${paymentBatches.status} not in ('rejected', 'cancelled')`,
        beneficiaryIds ? inArray(cycleInstalmentPayments.beneficiaryId, beneficiaryIds) : undefined,
      ),
    );
}

/** Frees the instalments of the cycle's rejected or cancelled batches, so they may be prepared again. */
export async function releaseDeadClaims(db: Database, cycleId: string): Promise<void> {
  await db.delete(cycleInstalmentPayments).where(
    and(
      eq(cycleInstalmentPayments.cycleId, cycleId),
      inArray(
        cycleInstalmentPayments.batchId,
        db
          .select({ id: paymentBatches.id })
          .from(paymentBatches)
          .where(inArray(paymentBatches.status, [...DEAD_BATCHES])),
      ),
    ),
  );
}

export async function insertClaims(
  db: Database,
  values: (typeof cycleInstalmentPayments.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(cycleInstalmentPayments).values(values);
}
