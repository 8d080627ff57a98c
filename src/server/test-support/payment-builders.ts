import { randomInt, randomUUID } from 'node:crypto';
import { paymentBatches, paymentRecords } from '@server/db/schema';
import { databaseOf, type SeedTarget } from './seed-target';

/*
 * Payment batches and payments inserted through the schema, in whatever state
 * a test starts from. Staff create theirs through the batches API; these are
 * for tests of what happens to a batch or payment afterwards.
 */

export type PaymentBatchRow = typeof paymentBatches.$inferSelect;
export type PaymentBatchValues = Partial<typeof paymentBatches.$inferInsert> & { projectId: string };
export type PaymentRow = typeof paymentRecords.$inferSelect;
export type PaymentValues = Partial<typeof paymentRecords.$inferInsert> & { beneficiaryId: string };

export function uniqueBatchReference(year = 2030): string {
  return `PAY-${year}-${randomUUID().slice(0, 8).toUpperCase()}${randomInt(1000)}`;
}

/** A mobile-money batch of KES 2,500 each for January 2030, awaiting approval unless overridden. */
export async function buildPaymentBatch(target: SeedTarget, values: PaymentBatchValues): Promise<PaymentBatchRow> {
  const [row] = await databaseOf(target)
    .insert(paymentBatches)
    .values({
      reference: uniqueBatchReference(),
      amountEach: 2500,
      paymentMethod: 'mobile_money',
      periodStart: '2030-01-01',
      periodEnd: '2030-01-31',
      ...values,
    })
    .returning();
  return row!;
}

/** A pending KES 2,500 mobile-money payment outside any batch, unless overridden. */
export function paymentValues(values: PaymentValues): typeof paymentRecords.$inferInsert {
  return { amount: 2500, paymentMethod: 'mobile_money', ...values };
}

export async function buildPayment(target: SeedTarget, values: PaymentValues): Promise<PaymentRow> {
  const [row] = await databaseOf(target).insert(paymentRecords).values(paymentValues(values)).returning();
  return row!;
}

/**
 * One payment of the batch's amount and method for each person, with the
 * provider request id a batch fixes at creation, in one statement and in the given order.
 */
export async function buildBatchPayments(
  target: SeedTarget,
  batch: PaymentBatchRow,
  people: readonly (string | PaymentValues)[],
): Promise<PaymentRow[]> {
  if (people.length === 0) return [];
  return databaseOf(target)
    .insert(paymentRecords)
    .values(
      people.map((person) =>
        paymentValues({
          amount: batch.amountEach,
          paymentMethod: batch.paymentMethod,
          batchId: batch.id,
          projectId: batch.projectId,
          providerRequestId: randomUUID(),
          ...(typeof person === 'string' ? { beneficiaryId: person } : person),
        }),
      ),
    )
    .returning();
}
