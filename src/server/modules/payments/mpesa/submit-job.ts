import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client';
import type { JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import { DARAJA_DUPLICATE_REASON } from '../providers/mpesa/daraja-client';
import type { PayoutApi } from '../providers/payout-api';
import { transitionPayment } from '../ledger/transition-payment';
import { holdForConfiguration } from './attention';
import { findMpesaBatch, paymentsToSubmit, recordConversationId } from './queries';
import { claimResend } from './resend';
import type { MPESA_SUBMIT_JOB } from './start-disbursement';

export interface SubmitRun {
  accepted: number;
  refused: number;
  /** No clear answer: left processing, never sent again by the job; the sweep's status query settles it. */
  unanswered: number;
  /** Daraja refused a request for a reason of ours: the run stopped there, the rest left pending for staff to resume. */
  stoppedForConfiguration: boolean;
}

/**
 * Sends a disbursing batch's payments to M-Pesa one by one: the pending ones,
 * and the processing ones a status query released. Each is committed as sent
 * BEFORE its request leaves (moved to processing, or its resend written down),
 * so a rerun after a crash, or after a request that got no clear answer, sends
 * it no more: whether M-Pesa got it is for the status query to find out. Being
 * paid once does not rest on Daraja refusing a repeated OriginatorConversationID.
 * A refusal for our configuration stops the run: that payment is held for
 * resend, the rest stay pending, and staff resume the batch once it is fixed.
 */
export async function submitMpesaBatch(
  db: Database,
  api: PayoutApi,
  batchId: string,
  options: { log?: FastifyBaseLogger } = {},
): Promise<SubmitRun> {
  const run: SubmitRun = { accepted: 0, refused: 0, unanswered: 0, stoppedForConfiguration: false };
  const batch = await findMpesaBatch(db, batchId);
  if (!batch || batch.status !== 'disbursing' || batch.provider !== 'mpesa') return run;

  const payments = await paymentsToSubmit(db, batchId);
  // A large batch takes minutes: the worker's heartbeat keeps the job ours, so no other worker sends the same payments.
  for (const payment of payments) {
    if (!payment.payeeAccount || !payment.providerRequestId) {
      await transitionPayment(db, {
        paymentId: payment.id,
        to: 'failed',
        source: 'provider_request',
        detail: payment.payeeAccount
          ? 'The payment has no M-Pesa request id'
          : 'No mobile number to pay: the person has no phone number on record',
        failure: { code: payment.payeeAccount ? 'missing_request_id' : 'no_phone_number', detail: null },
      });
      run.refused += 1;
      continue;
    }
    // Staff, an answer or another run took it meanwhile: not ours to send any more.
    if (!(await takeForSending(db, payment))) continue;
    const submission = await api.submit({
      requestId: payment.providerRequestId,
      amount: payment.amount,
      payeeAccount: payment.payeeAccount,
      remarks: batch.reference,
    });
    if (submission.kind === 'accepted') {
      await recordConversationId(db, payment.id, submission.conversationId);
      run.accepted += 1;
    } else if (submission.kind === 'refused') {
      await transitionPayment(db, {
        paymentId: payment.id,
        to: 'failed',
        source: 'provider_request',
        detail: submission.reason,
        failure: submission.failure,
      });
      run.refused += 1;
    } else if (submission.kind === 'configuration') {
      // Every other payment would be refused the same way: none is failed, the batch waits for staff.
      await holdForConfiguration(db, payment.id, submission.reason);
      options.log?.warn(
        { batchId, paymentId: payment.id, reason: submission.reason },
        'M-Pesa refused a payment request for our configuration: batch stopped until staff resume it',
      );
      run.stoppedForConfiguration = true;
      break;
    } else if (submission.reason !== DARAJA_DUPLICATE_REASON) {
      options.log?.warn(
        { paymentId: payment.id, reason: submission.reason },
        'M-Pesa gave no clear answer to a payment request: left for the status query',
      );
      run.unanswered += 1;
    }
  }
  return run;
}

async function takeForSending(db: Database, payment: { id: string; status: string }): Promise<boolean> {
  if (payment.status === 'pending') {
    return (
      (await transitionPayment(db, {
        paymentId: payment.id,
        to: 'processing',
        source: 'provider_request',
        data: { provider: 'mpesa' },
      })) === 'moved'
    );
  }
  return claimResend(db, payment.id);
}

/**
 * The mpesa-submit queue's handler. A request with no clear answer does not
 * fail the job: the payment waits for the status query. Only a crash reruns
 * it, and the rerun sends nothing already in processing unless released.
 */
export function mpesaSubmitHandler(
  db: Database,
  api: PayoutApi,
  options: { log?: FastifyBaseLogger } = {},
): JobHandler<JobPayload<typeof MPESA_SUBMIT_JOB>> {
  return async ({ batchId }) => void (await submitMpesaBatch(db, api, batchId, { log: options.log }));
}
