import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  feedbackCases,
  paymentBatches,
  paymentRecords,
  paymentVerificationSamples,
  paymentVerifications,
  projects,
} from '@server/db/schema';

export type VerificationRow = typeof paymentVerifications.$inferSelect;
export type SampleRow = typeof paymentVerificationSamples.$inferSelect;
export type AnswerValues = Pick<
  typeof paymentVerifications.$inferInsert,
  | 'received'
  | 'fullAmount'
  | 'amountReceived'
  | 'receivedOn'
  | 'feeAsked'
  | 'feeAmount'
  | 'problem'
  | 'channel'
  | 'answeredBy'
>;

export async function findSample(db: Database, batchId: string): Promise<SampleRow | null> {
  const [row] = await db
    .select()
    .from(paymentVerificationSamples)
    .where(eq(paymentVerificationSamples.batchId, batchId));
  return row ?? null;
}

/** The batch row locked, so two officers drawing at once draw one sample. */
export async function lockBatch(db: Database, batchId: string) {
  const [row] = await db.select().from(paymentBatches).where(eq(paymentBatches.id, batchId)).for('update');
  return row ?? null;
}

/** The payments of a batch that were paid: only money sent can be asked about. */
export function paidPaymentsOf(db: Database, batchId: string) {
  return db
    .select({ id: paymentRecords.id, beneficiaryId: paymentRecords.beneficiaryId })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.batchId, batchId), eq(paymentRecords.status, 'completed')));
}

export async function insertSample(
  db: Database,
  sample: typeof paymentVerificationSamples.$inferInsert,
  people: { paymentId: string; beneficiaryId: string }[],
): Promise<void> {
  await db.insert(paymentVerificationSamples).values(sample);
  if (people.length === 0) return;
  await db
    .insert(paymentVerifications)
    .values(people.map((person) => ({ ...person, batchId: sample.batchId })))
    .onConflictDoNothing();
}

/** The sample of a batch with each person's name and phone (for the call) and any complaint opened. */
export function listBatchVerifications(db: Database, batchId: string) {
  return db
    .select({
      verification: paymentVerifications,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      phoneNumber: beneficiaries.phoneNumber,
      amount: paymentRecords.amount,
      complaintReference: feedbackCases.reference,
    })
    .from(paymentVerifications)
    .innerJoin(beneficiaries, eq(beneficiaries.id, paymentVerifications.beneficiaryId))
    .innerJoin(paymentRecords, eq(paymentRecords.id, paymentVerifications.paymentId))
    .leftJoin(feedbackCases, eq(feedbackCases.id, paymentVerifications.complaintId))
    .where(eq(paymentVerifications.batchId, batchId))
    .orderBy(asc(beneficiaries.lastName), asc(beneficiaries.firstName), asc(paymentVerifications.id));
}

/** One sampled payment, locked while its answer is written: two answers at once open one complaint. */
export async function lockVerification(
  db: Database,
  where: { paymentId: string; batchId?: string; beneficiaryId?: string },
) {
  const [row] = await db
    .select({
      verification: paymentVerifications,
      amount: paymentRecords.amount,
      batchReference: paymentBatches.reference,
    })
    .from(paymentVerifications)
    .innerJoin(paymentRecords, eq(paymentRecords.id, paymentVerifications.paymentId))
    .innerJoin(paymentBatches, eq(paymentBatches.id, paymentVerifications.batchId))
    .where(
      and(
        eq(paymentVerifications.paymentId, where.paymentId),
        where.batchId === undefined ? undefined : eq(paymentVerifications.batchId, where.batchId),
        where.beneficiaryId === undefined ? undefined : eq(paymentVerifications.beneficiaryId, where.beneficiaryId),
      ),
    )
    .for('update', { of: paymentVerifications });
  return row ?? null;
}

export async function saveAnswer(
  db: Database,
  id: string,
  values: AnswerValues & { complaintId?: string | null },
): Promise<void> {
  await db
    .update(paymentVerifications)
    .set({ ...values, answeredAt: new Date() })
    .where(eq(paymentVerifications.id, id));
}

/** The person's sampled payments nobody has answered about yet, newest first. */
export function listOpenChecks(db: Database, beneficiaryId: string) {
  return db
    .select({
      paymentId: paymentVerifications.paymentId,
      amount: paymentRecords.amount,
      projectName: projects.name,
      paidAt: sql<Date>`coalesce(${paymentRecords.completedAt}, ${paymentRecords.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(paymentVerifications)
    .innerJoin(paymentRecords, eq(paymentRecords.id, paymentVerifications.paymentId))
    .leftJoin(projects, eq(projects.id, paymentRecords.projectId))
    .where(and(eq(paymentVerifications.beneficiaryId, beneficiaryId), isNull(paymentVerifications.answeredAt)))
    .orderBy(sql`coalesce(${paymentRecords.completedAt}, ${paymentRecords.updatedAt}) desc`);
}
