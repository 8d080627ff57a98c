import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
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

/** Marks, in payment_events.data, a payment released to be sent again because M-Pesa had no transaction by its id. */
export const RESUBMIT_KEY = 'resubmit';
/** Marks, in payment_events.data, the request that went again after a release (the release's number). */
export const RESENT_KEY = 'resent';

/**
 * A processing payment a status query has released for one more request: a
 * release event (data carries RESUBMIT_KEY) newer than every request sent for
 * it (every 'provider_request' event: the move to processing, and each resend
 * recorded before its request leaves). A tie counts as sent. An acknowledged
 * payment (it has Daraja's ConversationID) is never released.
 */
const releasedForResend = sql`(${paymentRecords.status} = 'processing' and ${paymentRecords.providerConversationId} is null and exists (
  select 1 from ${paymentEvents} release_event
  where release_event.payment_id = ${paymentRecords.id} and release_event.data->>${RESUBMIT_KEY} is not null
    and not exists (
      select 1 from ${paymentEvents} request_event
      where request_event.payment_id = ${paymentRecords.id} and request_event.source = 'provider_request' and request_event.created_at >= release_event.created_at
    )
))`;

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

/**
 * Takes a released payment for its one resend: under the payment's lock,
 * checks it is still released, writes the resend into its history and restarts
 * its wait for the status query, all committed before the request leaves. A
 * rerun (or a second worker) then finds it no longer released and sends nothing.
 */
export async function claimResend(db: Database, paymentId: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: paymentRecords.id })
      .from(paymentRecords)
      .where(eq(paymentRecords.id, paymentId))
      .for('update');
    if (!(await isReleasedForResend(tx, paymentId))) return false;
    const [held] = await tx
      .select({ id: paymentRecords.id })
      .from(paymentRecords)
      .where(and(eq(paymentRecords.id, paymentId), heldForConfiguration));
    await recordPaymentExchange(tx, {
      paymentId,
      status: 'processing',
      source: 'provider_request',
      detail: held
        ? 'Sent to M-Pesa again, with the same request id, after staff resumed a batch held for a configuration refusal'
        : 'Sent to M-Pesa again, with the same request id, after a status query found no such transaction',
      data: { [RESENT_KEY]: held ? 'configuration' : await resubmissionsOf(tx, paymentId) },
    });
    await tx.update(paymentRecords).set({ submittedAt: now, updatedAt: now }).where(eq(paymentRecords.id, paymentId));
    return true;
  });
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

/** Marks a payment's flag in payment_events.data, so staff lists can find payments M-Pesa never answered about. */
export const UNRESOLVED_FLAG = 'mpesa_unresolved';
/** The flag of a payment Daraja refused for a reason of ours (credentials, shortcode, initiator): its batch waits for staff. */
export const CONFIGURATION_FLAG = 'mpesa_configuration';
/** The flag of a payment M-Pesa reports paid with another amount than ours. */
export const AMOUNT_MISMATCH_FLAG = 'amount_mismatch';

/**
 * A payment held back by a configuration refusal and not sent since: the
 * sweep leaves it alone (a status query would only be refused the same way,
 * and M-Pesa never accepted it), until staff resume the batch and it goes again.
 */
export const heldForConfiguration = sql`exists (
  select 1 from ${paymentEvents} hold_event
  where hold_event.payment_id = ${paymentRecords.id} and hold_event.data->>'flag' = ${CONFIGURATION_FLAG}
    and not exists (
      select 1 from ${paymentEvents} request_event
      where request_event.payment_id = ${paymentRecords.id} and request_event.source = 'provider_request' and request_event.created_at >= hold_event.created_at
    )
)`;

/**
 * Daraja refused the payment's request for a reason of ours, before M-Pesa
 * acted on it: it was not paid. It stays processing, flagged for staff, and is
 * released for resend (RESUBMIT_KEY) the way a status query releases one, so
 * the next submit run, once staff resume the batch, sends it with the same id.
 * Not counted against MAX_RESUBMISSIONS, which bounds status-query releases.
 */
export async function holdForConfiguration(db: Database, paymentId: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ status: paymentRecords.status })
      .from(paymentRecords)
      .where(eq(paymentRecords.id, paymentId))
      .for('update');
    if (payment?.status !== 'processing') return false;
    await recordPaymentExchange(tx, {
      paymentId,
      status: 'processing',
      source: 'system',
      detail:
        `Daraja refused the request for a reason of ours (${reason}): not paid; sent again when staff resume the batch`.slice(
          0,
          1000,
        ),
      data: { flag: CONFIGURATION_FLAG, [RESUBMIT_KEY]: 'configuration' },
    });
    return true;
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
        sql`not exists (select 1 from ${paymentEvents} where ${paymentEvents.paymentId} = ${paymentRecords.id} and ${paymentEvents.data}->>'flag' = ${UNRESOLVED_FLAG})`,
        sql`not ${heldForConfiguration}`,
      ),
    )
    .orderBy(asc(paymentRecords.submittedAt))
    .limit(limit);
}

/** How many times a status query released the payment to be sent again (a release after a configuration refusal is not one). */
export async function resubmissionsOf(db: Database, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number | string>`count(*)` })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.source, 'status_query'),
        sql`${paymentEvents.data}->>${RESUBMIT_KEY} is not null`,
      ),
    );
  return Number(row?.count ?? 0);
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

/** Payments of a batch held back by a configuration refusal and not sent since: the batch page's "resume" banner. */
export async function heldForConfigurationCount(db: Database, batchId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.batchId, batchId), eq(paymentRecords.status, 'processing'), heldForConfiguration));
  return Number(row?.count ?? 0);
}
