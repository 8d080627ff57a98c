import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { paymentEvents, paymentRecords } from '@server/db/schema';
import { isReleasedForResend, recordPaymentExchange } from './queries';

/*
 * A processing payment M-Pesa never received goes once more, with the same
 * request id: released by a status query (or a configuration refusal), taken
 * by the submit job for its one resend.
 */

/** Marks, in payment_events.data, the event that released a payment to be sent again (M-Pesa had no transaction by its id). */
export const RESUBMIT_KEY = 'resubmit';
/** Marks, in payment_events.data, the request that went again after a release (the release's number). */
export const RESENT_KEY = 'resent';

/**
 * Takes a released payment for its one resend: under the payment's lock,
 * checks it is still released, writes the resend into its history, clears the
 * release (and the hold, when a configuration refusal held it) and restarts
 * its wait for the status query, all committed before the request leaves. A
 * rerun (or a second worker) then finds it no longer released and sends nothing.
 */
export async function claimResend(db: Database, paymentId: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ attention: paymentRecords.attention })
      .from(paymentRecords)
      .where(eq(paymentRecords.id, paymentId))
      .for('update');
    if (!payment || !(await isReleasedForResend(tx, paymentId))) return false;
    const held = payment.attention === 'held_for_configuration';
    await recordPaymentExchange(tx, {
      paymentId,
      status: 'processing',
      source: 'provider_request',
      detail: held
        ? 'Sent to M-Pesa again, with the same request id, after staff resumed a batch held for a configuration refusal'
        : 'Sent to M-Pesa again, with the same request id, after a status query found no such transaction',
      data: { [RESENT_KEY]: held ? 'configuration' : await resubmissionsOf(tx, paymentId) },
    });
    await tx
      .update(paymentRecords)
      .set({ submittedAt: now, updatedAt: now, releasedForResend: false, ...(held ? { attention: null } : {}) })
      .where(eq(paymentRecords.id, paymentId));
    return true;
  });
}

/**
 * A status query found M-Pesa never received the payment: it is released to
 * be sent once more, the release written into its history in the same transaction.
 */
export async function releaseForResend(
  db: Database,
  entry: { paymentId: string; detail: string; resubmission: number },
): Promise<void> {
  await db
    .update(paymentRecords)
    .set({ releasedForResend: true, updatedAt: new Date() })
    .where(eq(paymentRecords.id, entry.paymentId));
  await recordPaymentExchange(db, {
    paymentId: entry.paymentId,
    status: 'processing',
    source: 'status_query',
    detail: entry.detail,
    data: { [RESUBMIT_KEY]: entry.resubmission },
  });
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
