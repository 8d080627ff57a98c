import type { Database } from '@server/db/client';
import { enqueueJob } from '@server/platform/jobs/enqueue-job';
import type { JobLane } from '@server/platform/jobs/job-worker';

/** The queue whose worker sends a batch's pending payments to M-Pesa one by one. */
export const MPESA_SUBMIT_QUEUE = 'mpesa-submit';
/** A whole batch, one request per payment at the rate Daraja allows: the long lane. */
export const MPESA_SUBMIT_LANE: JobLane = 'long';

/**
 * Hands an approved batch to M-Pesa. Call it in the transaction that moves the
 * batch to disbursing, so the work exists exactly when the decision committed;
 * one job per batch at a time.
 */
export async function startMpesaDisbursement(db: Database, batchId: string): Promise<void> {
  await enqueueJob(db, { queue: MPESA_SUBMIT_QUEUE, payload: { batchId }, singletonKey: `mpesa-submit:${batchId}` });
}
