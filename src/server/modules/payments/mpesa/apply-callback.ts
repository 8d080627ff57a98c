import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEventSource } from '@domain/payments';
import type { Database } from '@server/db/client';
import type { DarajaPaymentKey, DarajaPaymentResult, DarajaStatusAnswer } from '../providers/mpesa/daraja-callbacks';
import { transitionPayment, type TransitionOutcome } from '../ledger/transition-payment';
import { AMOUNT_MISMATCH_FLAG } from './attention';
import { findMpesaPayment, isReleasedForResend, recordConversationId, recordPaymentExchange } from './queries';
import { releaseForResend, resubmissionsOf } from './resend';
import { startMpesaDisbursement } from './start-disbursement';

export type CallbackOutcome = TransitionOutcome | 'unknown_payment';

/**
 * Applies M-Pesa's word on a payment, from the result callback or a status
 * query's. transitionPayment makes a repeat harmless ('unchanged') and refuses
 * to turn a completed payment into a failed one or back. A payment M-Pesa
 * reports paid with another amount than ours is completed all the same (the
 * money went), with the amount M-Pesa reports and a flag for staff to reconcile.
 */
export async function applyMpesaResult(
  db: Database,
  result: DarajaPaymentResult,
  source: PaymentEventSource,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  const payment = await findMpesaPayment(db, result);
  if (!payment) {
    logUnknown(log, result, source);
    return 'unknown_payment';
  }
  // The acknowledgement may have been lost while the result was not: keep Daraja's id all the same.
  if (result.conversationId && !payment.providerConversationId)
    await recordConversationId(db, payment.id, result.conversationId);
  const data = {
    resultCode: result.outcome.resultCode,
    conversationId: result.conversationId,
    transactionId: result.transactionId,
  };
  const mismatch = result.outcome.status === 'completed' && result.amount !== null && result.amount !== payment.amount;
  const outcome =
    result.outcome.status === 'completed'
      ? await transitionPayment(db, {
          paymentId: payment.id,
          to: 'completed',
          source,
          receipt: result.outcome.receipt,
          detail: mismatch
            ? `Paid by M-Pesa: KES ${result.amount} reported, KES ${payment.amount} expected; check it with finance`
            : 'Paid by M-Pesa',
          data: mismatch
            ? { ...data, flag: AMOUNT_MISMATCH_FLAG, reportedAmount: result.amount, expectedAmount: payment.amount }
            : data,
          attention: mismatch ? 'amount_mismatch' : null,
        })
      : await transitionPayment(db, {
          paymentId: payment.id,
          to: 'failed',
          source,
          detail: result.outcome.reason,
          failure: result.outcome.failure,
          data,
        });
  if (mismatch && outcome === 'moved') {
    log.warn(
      { paymentId: payment.id, source, expectedAmount: payment.amount, reportedAmount: result.amount },
      'M-Pesa paid another amount than the payment: flagged for staff',
    );
  }
  if (outcome === 'refused')
    log.warn(
      { paymentId: payment.id, source, status: payment.status, reported: result.outcome.status },
      'M-Pesa reported an outcome that contradicts a final payment',
    );
  return outcome;
}

/** A queue timeout settles nothing: it is written into the payment's history, and the status query finds out the rest. */
export async function recordMpesaTimeout(
  db: Database,
  key: DarajaPaymentKey,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  const payment = await findMpesaPayment(db, key);
  if (!payment) {
    logUnknown(log, key, 'provider_callback');
    return 'unknown_payment';
  }
  if (payment.status !== 'processing') return 'unchanged';
  await recordPaymentExchange(db, {
    paymentId: payment.id,
    status: 'processing',
    source: 'provider_callback',
    detail: 'M-Pesa timed out the request in its queue; a status query will settle it',
    data: { conversationId: key.conversationId },
  });
  return 'unchanged';
}

/** How many times a payment M-Pesa never received is released to be sent again before it is left to the sweep's limit and to staff. */
export const MAX_RESUBMISSIONS = 2;

/**
 * A status query that could not say how the payment ended: history only; the
 * sweep asks again later. One exception: M-Pesa has no transaction by our id,
 * never acknowledged the request (no ConversationID), and the query was asked
 * after the last request left (so its answer is not about an older attempt;
 * the sweep waits MPESA_STATUS_QUERY_AFTER_MINUTES after each). M-Pesa did not
 * receive it, so the payment is released: the submit job sends it once more
 * with the same OriginatorConversationID, at most MAX_RESUBMISSIONS times.
 */
export async function recordUnsettledStatus(
  db: Database,
  answer: Extract<DarajaStatusAnswer, { kind: 'unsettled' }>,
  log: FastifyBaseLogger,
): Promise<CallbackOutcome> {
  const payment = await findMpesaPayment(db, answer);
  if (!payment) {
    logUnknown(log, answer, 'status_query');
    return 'unknown_payment';
  }
  if (payment.status !== 'processing') return 'unchanged';
  const askedAfterLastRequest =
    payment.lastStatusQueryAt !== null &&
    payment.submittedAt !== null &&
    payment.lastStatusQueryAt > payment.submittedAt;
  const neverReceived =
    answer.notFound && !payment.providerConversationId && payment.batchId !== null && askedAfterLastRequest;
  if (neverReceived && (await isReleasedForResend(db, payment.id))) {
    // Released before, not sent yet: its job may have been running when the release came, so book another.
    await db.transaction(async (tx) => {
      await recordPaymentExchange(tx, {
        paymentId: payment.id,
        status: 'processing',
        source: 'status_query',
        detail: `Still released, not sent again yet: ${answer.reason}`,
      });
      await startMpesaDisbursement(tx, payment.batchId!);
    });
    return 'unchanged';
  }
  const sentAgain = neverReceived ? await resubmissionsOf(db, payment.id) : 0;
  if (neverReceived && sentAgain < MAX_RESUBMISSIONS) {
    await db.transaction(async (tx) => {
      await releaseForResend(tx, {
        paymentId: payment.id,
        detail: `M-Pesa never received this payment (${answer.reason}): released to be sent again with the same request id`,
        resubmission: sentAgain + 1,
      });
      await startMpesaDisbursement(tx, payment.batchId!);
    });
    return 'unchanged';
  }
  await recordPaymentExchange(db, {
    paymentId: payment.id,
    status: 'processing',
    source: 'status_query',
    detail: `Status query settled nothing: ${answer.reason}`,
  });
  return 'unchanged';
}

/** Our ids and Daraja's are not personal; nothing else of the callback is logged. */
function logUnknown(log: FastifyBaseLogger, key: DarajaPaymentKey, source: PaymentEventSource) {
  log.warn(
    { requestId: key.requestId, conversationId: key.conversationId, source },
    'M-Pesa callback for a payment we do not know',
  );
}
