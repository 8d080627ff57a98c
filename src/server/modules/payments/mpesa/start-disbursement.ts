import { z } from 'zod';
import type { Database } from '@server/db/client';
import { defineJob } from '@server/platform/jobs/define-job';
import { enqueue } from '@server/platform/jobs/enqueue-job';

/** The queue whose worker sends a batch's pending payments to M-Pesa one by one (submit-job.ts). */
export const MPESA_SUBMIT_QUEUE = 'mpesa-submit';

export const MPESA_SUBMIT_JOB = defineJob({
  queue: MPESA_SUBMIT_QUEUE,
  // A whole batch, one request per payment at the rate Daraja allows: the long lane.
  lane: 'long',
  payload: z.object({ batchId: z.guid() }),
  // A rerun sends nothing already sent (submitMpesaBatch): retrying after a crash is safe.
  attempts: 3,
});

/**
 * Hands an approved batch to M-Pesa. Call it in the transaction that moves the
 * batch to disbursing, so the work exists exactly when the decision committed;
 * one job per batch at a time.
 */
export async function startMpesaDisbursement(db: Database, batchId: string): Promise<void> {
  await enqueue(db, MPESA_SUBMIT_JOB, { batchId }, { singletonKey: `mpesa-submit:${batchId}` });
}
