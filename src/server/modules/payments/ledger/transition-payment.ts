import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import { canMovePayment, FINAL_PAYMENT_STATUSES } from '@domain/payment-status';
import { failureOfText, withoutNumbers, type PaymentFailure } from '@domain/payment-failure';
import type { PaymentAttention, PaymentEventSource, PaymentStatus } from '@domain/payments';
import type { Database } from '@server/db/client';
import { paymentBatches, paymentEvents, paymentRecords } from '@server/db/schema';
import { notifyBeneficiary } from '@server/modules/notifications';

export interface PaymentTransition {
  paymentId: string;
  to: PaymentStatus;
  source: PaymentEventSource;
  actorUserId?: string | null;
  /** The provider's result text or the staff member's reason, for the history. */
  detail?: string | null;
  /** Why it failed, on a failure; read from `detail`'s words when not given (failureOfText). */
  failure?: PaymentFailure;
  /** Why the payment now waits for staff (an amount M-Pesa paid that is not ours); none otherwise. */
  attention?: PaymentAttention | null;
  /** The provider's receipt (M-Pesa TransactionID, a bank reference): shown to the person as the payment reference. */
  receipt?: string | null;
  /** The provider's id for the request (M-Pesa ConversationID). */
  conversationId?: string | null;
  /** Extra facts for the history (result codes); never phone numbers or names. */
  data?: Record<string, unknown>;
  /** No notification: the person never saw this payment (its batch was not approved). */
  silent?: boolean;
}

/**
 * moved: the status changed. unchanged: the payment was already there (a
 * repeated callback, a second press): nothing is written twice. refused: the
 * move is not allowed (a failure reported after a completion).
 */
export type TransitionOutcome = 'moved' | 'unchanged' | 'refused' | 'not_found';

/** What the person is told as their payment reaches a status (shared with moveBatchPayments). */
export const NOTIFY_ON: Partial<Record<PaymentStatus, BeneficiaryNotificationKind>> = {
  processing: 'payment_processing',
  completed: 'payment_completed',
  failed: 'payment_failed',
};

/**
 * The one way a payment's status changes, for staff actions, provider
 * callbacks, status queries and result files alike. Runs in its own
 * transaction (or the caller's), locks the payment row so two answers about
 * one payment are applied one after the other, writes the history, tells the
 * person, and closes the batch once every payment in it is final.
 */
export async function transitionPayment(db: Database, change: PaymentTransition): Promise<TransitionOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.id, change.paymentId))
      .for('update');
    if (!payment) return 'not_found';
    const from = payment.status;
    if (from === change.to) return 'unchanged';
    if (!canMovePayment(from, change.to)) return 'refused';

    const now = new Date();
    await tx
      .update(paymentRecords)
      .set({
        status: change.to,
        updatedAt: now,
        ...(change.to === 'processing' ? { submittedAt: payment.submittedAt ?? now } : {}),
        ...(change.to === 'completed'
          ? { completedAt: now, paymentReference: change.receipt ?? payment.paymentReference }
          : {}),
        // A new status settles what staff were waiting on and any release for resend.
        attention: change.attention ?? null,
        releasedForResend: false,
        ...(change.to === 'failed' ? failureColumns(change) : {}),
        ...(change.conversationId ? { providerConversationId: change.conversationId } : {}),
      })
      .where(eq(paymentRecords.id, payment.id));
    await tx.insert(paymentEvents).values({
      paymentId: payment.id,
      fromStatus: from,
      toStatus: change.to,
      source: change.source,
      actorUserId: change.actorUserId ?? null,
      detail: change.detail ?? null,
      data: change.data ?? null,
    });
    const kind = NOTIFY_ON[change.to];
    if (kind && !change.silent)
      await notifyBeneficiary(tx, { beneficiaryId: payment.beneficiaryId, kind, params: { amount: payment.amount } });
    if (payment.batchId && FINAL_PAYMENT_STATUSES.includes(change.to))
      await completeBatchWhenSettled(tx, payment.batchId, now);
    return 'moved';
  });
}

/** A failure's code and detail: given, read from the history's words, or 'other' with no words at all. */
export function failureColumns(change: { failure?: PaymentFailure; detail?: string | null }) {
  const failure =
    change.failure ?? (change.detail ? failureOfText(change.detail) : { code: 'other' as const, detail: null });
  return { failureCode: failure.code, failureDetail: failure.detail === null ? null : withoutNumbers(failure.detail) };
}

/**
 * A disbursing batch is completed once none of its payments is pending or
 * processing. The batch row is locked first: when the last two payments settle
 * at the same moment, the second waits for the first to commit and then counts
 * it as settled, so the batch cannot stay disbursing for ever.
 */
export async function completeBatchWhenSettled(db: Database, batchId: string, now: Date): Promise<void> {
  await db.select({ id: paymentBatches.id }).from(paymentBatches).where(eq(paymentBatches.id, batchId)).for('update');
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.batchId, batchId), notInArray(paymentRecords.status, [...FINAL_PAYMENT_STATUSES])));
  if (Number(open?.count ?? 0) > 0) return;
  await db
    .update(paymentBatches)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(paymentBatches.id, batchId), eq(paymentBatches.status, 'disbursing')));
}
