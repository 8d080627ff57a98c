import { and, asc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { paymentBatches, paymentEvents, paymentRecords } from '@server/db/schema';

/** The batch decides the provider; a payment's own provider column may be filled later or not at all. */
const inMpesaBatch = sql`exists (select 1 from ${paymentBatches} where ${paymentBatches.id} = ${paymentRecords.batchId} and ${paymentBatches.provider} = 'mpesa')`;

export async function findMpesaBatch(db: Database, batchId: string) {
  const [batch] = await db
    .select({
      id: paymentBatches.id,
      reference: paymentBatches.reference,
      status: paymentBatches.status,
      provider: paymentBatches.provider,
    })
    .from(paymentBatches)
    .where(eq(paymentBatches.id, batchId));
  return batch ?? null;
}

/**
 * A processing payment released for one more request (released_for_resend,
 * set with the release event and cleared with the resend's). An acknowledged
 * payment (it has Daraja's ConversationID) is never sent again.
 */
const releasedForResend = and(
  eq(paymentRecords.status, 'processing'),
  isNull(paymentRecords.providerConversationId),
  eq(paymentRecords.releasedForResend, true),
)!;

/**
 * What a submit run may send: payments not sent yet, and processing payments
 * a status query released. Nothing else in processing goes again: its request
 * may have reached M-Pesa although no answer came back, and only a status
 * query can tell.
 */
export async function paymentsToSubmit(db: Database, batchId: string) {
  return db
    .select({
      id: paymentRecords.id,
      status: paymentRecords.status,
      amount: paymentRecords.amount,
      payeeAccount: paymentRecords.payeeAccount,
      providerRequestId: paymentRecords.providerRequestId,
    })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.batchId, batchId), or(eq(paymentRecords.status, 'pending'), releasedForResend)))
    .orderBy(asc(paymentRecords.createdAt), asc(paymentRecords.id));
}

export async function isReleasedForResend(db: Database, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentRecords.id })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.id, paymentId), releasedForResend));
  return row !== undefined;
}

/** Daraja's id for an acknowledged request: not a change of status, so not through transitionPayment. */
export async function recordConversationId(db: Database, paymentId: string, conversationId: string): Promise<void> {
  await db
    .update(paymentRecords)
    .set({ providerConversationId: conversationId, updatedAt: new Date() })
    .where(and(eq(paymentRecords.id, paymentId), isNull(paymentRecords.providerConversationId)));
}

/** The M-Pesa payment a callback names, by our id or, failing that, Daraja's. */
export async function findMpesaPayment(db: Database, key: { requestId: string | null; conversationId: string | null }) {
  const conditions = [
    key.requestId ? eq(paymentRecords.providerRequestId, key.requestId) : undefined,
    key.conversationId ? eq(paymentRecords.providerConversationId, key.conversationId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return null;
  const [payment] = await db
    .select({
      id: paymentRecords.id,
      batchId: paymentRecords.batchId,
      status: paymentRecords.status,
      amount: paymentRecords.amount,
      providerConversationId: paymentRecords.providerConversationId,
      submittedAt: paymentRecords.submittedAt,
      lastStatusQueryAt: paymentRecords.lastStatusQueryAt,
    })
    .from(paymentRecords)
    .where(and(or(...conditions), inMpesaBatch))
    .limit(1);
  return payment ?? null;
}

/**
 * An exchange with M-Pesa that changed no status (a status query asked, a
 * queue timeout, a request sent again, a payment left for staff): part of the payment's history all
 * the same. from and to are both the current status.
 */
export async function recordPaymentExchange(
  db: Database,
  entry: {
    paymentId: string;
    status: 'processing';
    source: 'status_query' | 'provider_callback' | 'provider_request' | 'system';
    detail: string;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: entry.paymentId,
    fromStatus: entry.status,
    toStatus: entry.status,
    source: entry.source,
    detail: entry.detail,
    data: entry.data ?? null,
  });
}

/**
 * Processing M-Pesa payments whose result has not come: sent, or last asked
 * about, before `dueBefore`. Oldest first, a bounded number per sweep.
 */
export async function paymentsAwaitingResult(db: Database, dueBefore: Date, limit: number) {
  return db
    .select({
      id: paymentRecords.id,
      providerRequestId: paymentRecords.providerRequestId,
      providerConversationId: paymentRecords.providerConversationId,
      statusQueries: paymentRecords.statusQueries,
    })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.status, 'processing'),
        inMpesaBatch,
        lt(paymentRecords.submittedAt, dueBefore),
        or(isNull(paymentRecords.lastStatusQueryAt), lt(paymentRecords.lastStatusQueryAt, dueBefore)),
        // Left for staff, or held until they resume the batch: nothing a status query would settle.
        or(
          isNull(paymentRecords.attention),
          notInArray(paymentRecords.attention, ['unresolved', 'held_for_configuration']),
        ),
      ),
    )
    .orderBy(asc(paymentRecords.submittedAt))
    .limit(limit);
}

export async function countStatusQuery(db: Database, paymentId: string, at: Date): Promise<void> {
  await db
    .update(paymentRecords)
    .set({ statusQueries: sql`${paymentRecords.statusQueries} + 1`, lastStatusQueryAt: at, updatedAt: at })
    .where(eq(paymentRecords.id, paymentId));
}

/**
 * Closes disbursing M-Pesa batches whose payments are all final. transitionPayment
 * closes a batch as its last payment settles; two last answers committed at
 * the same moment can each see the other still open, and this catches that.
 */
export async function closeSettledMpesaBatches(db: Database, now: Date): Promise<number> {
  const closed = await db
    .update(paymentBatches)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentBatches.status, 'disbursing'),
        eq(paymentBatches.provider, 'mpesa'),
        sql`exists (select 1 from ${paymentRecords} where ${paymentRecords.batchId} = ${paymentBatches.id})`,
        sql`not exists (select 1 from ${paymentRecords} where ${paymentRecords.batchId} = ${paymentBatches.id} and ${paymentRecords.status} in ('pending', 'processing'))`,
      ),
    )
    .returning({ id: paymentBatches.id });
  return closed.length;
}
