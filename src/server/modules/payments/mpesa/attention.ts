import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { paymentRecords } from '@server/db/schema';
import { recordPaymentExchange } from './queries';
import { RESUBMIT_KEY } from './resend';

/*
 * Why an M-Pesa payment waits for staff (payment_records.attention), set and
 * cleared in the transaction that writes the history entry saying why.
 */

/* The flags in payment_events.data that record, in the history, why the attention column changed. */
/** A payment M-Pesa never answered about after the last status query. */
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
export const heldForConfiguration = eq(paymentRecords.attention, 'held_for_configuration');

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
    await tx
      .update(paymentRecords)
      .set({ attention: 'held_for_configuration', releasedForResend: true, updatedAt: new Date() })
      .where(eq(paymentRecords.id, paymentId));
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
 * The sweep gave up asking: the payment stays processing (M-Pesa may still
 * have paid it) and waits for a staff member, who checks the M-Pesa portal.
 */
export async function markUnresolved(db: Database, paymentId: string, statusQueries: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentRecords)
      .set({ attention: 'unresolved', updatedAt: new Date() })
      .where(and(eq(paymentRecords.id, paymentId), eq(paymentRecords.status, 'processing')));
    await recordPaymentExchange(tx, {
      paymentId,
      status: 'processing',
      source: 'system',
      detail: `M-Pesa gave no result after ${statusQueries} status queries: check this payment in the M-Pesa portal before paying the person again`,
      data: { flag: UNRESOLVED_FLAG, statusQueries },
    });
  });
}

/** Payments of a batch held back by a configuration refusal and not sent since: the batch page's "resume" banner. */
export async function heldForConfigurationCount(db: Database, batchId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.batchId, batchId), eq(paymentRecords.status, 'processing'), heldForConfiguration));
  return Number(row?.count ?? 0);
}
