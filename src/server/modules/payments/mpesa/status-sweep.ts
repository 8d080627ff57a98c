import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { enqueueJob } from '@server/platform/jobs/enqueue-job';
import type { JobHandler, JobLane } from '@server/platform/jobs/job-worker';
import type { PayoutApi } from '../providers/payout-api';
import {
  closeSettledMpesaBatches,
  countStatusQuery,
  paymentsAwaitingResult,
  recordPaymentExchange,
  UNRESOLVED_FLAG,
} from './queries';

/** The recurring job that asks M-Pesa about payments whose result callback never came. */
export const MPESA_STATUS_SWEEP_QUEUE = 'mpesa-status-sweep';
/** Up to PER_SWEEP questions one after another, a minute or more: the long lane, so mail never waits behind it. */
export const MPESA_STATUS_SWEEP_LANE: JobLane = 'long';
export const SWEEP_EVERY_MS = 5 * 60_000;
/** Daraja limits requests per second: a sweep asks about this many payments at most, the rest wait for the next. */
const PER_SWEEP = 200;

export type SweepSettings = Pick<MpesaConfig, 'statusQueryAfterMinutes' | 'maxStatusQueries'>;

export interface SweepRun {
  queried: number;
  flagged: number;
  batchesClosed: number;
}

/**
 * Asks about every processing M-Pesa payment that has waited longer than
 * statusQueryAfterMinutes since it was sent or last asked about; the answer
 * arrives at the status-result callback. A payment asked about
 * maxStatusQueries times without an answer stays processing (M-Pesa may still
 * have paid it, so failing it could pay the person twice) and is flagged for
 * staff: a 'system' payment event whose data.flag is 'mpesa_unresolved' and a
 * warning in the log; the sweep then leaves it alone. It also closes any
 * batch left disbursing with every payment settled.
 */
export async function sweepMpesaPayments(
  db: Database,
  api: PayoutApi,
  settings: SweepSettings,
  log?: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<SweepRun> {
  const run: SweepRun = { queried: 0, flagged: 0, batchesClosed: await closeSettledMpesaBatches(db, now) };
  const dueBefore = new Date(now.getTime() - settings.statusQueryAfterMinutes * 60_000);
  for (const payment of await paymentsAwaitingResult(db, dueBefore, PER_SWEEP)) {
    if (payment.statusQueries >= settings.maxStatusQueries) {
      await recordPaymentExchange(db, {
        paymentId: payment.id,
        status: 'processing',
        source: 'system',
        detail: `M-Pesa gave no result after ${payment.statusQueries} status queries: check this payment in the M-Pesa portal before paying the person again`,
        data: { flag: UNRESOLVED_FLAG, statusQueries: payment.statusQueries },
      });
      log?.warn(
        { paymentId: payment.id, statusQueries: payment.statusQueries },
        'M-Pesa payment left for staff: no result after the last status query',
      );
      run.flagged += 1;
      continue;
    }
    if (!payment.providerRequestId) continue;
    // Counted before asking: a query whose answer is lost still counts towards the limit.
    await countStatusQuery(db, payment.id, now);
    const asked = await api.requestStatus({
      requestId: payment.providerRequestId,
      conversationId: payment.providerConversationId,
    });
    await recordPaymentExchange(db, {
      paymentId: payment.id,
      status: 'processing',
      source: 'status_query',
      detail:
        asked.kind === 'requested'
          ? 'Asked M-Pesa for the payment status'
          : `M-Pesa refused the status query: ${asked.reason}`,
      data: { statusQuery: payment.statusQueries + 1 },
    });
    run.queried += 1;
  }
  return run;
}

/**
 * One sweep per five-minute slot across every app instance: the slot's start
 * is in the singleton key, so each instance asking at start-up, and each sweep
 * booking the next, lands on the same job. Books the slot after `now`.
 */
export async function enqueueMpesaStatusSweep(db: Database, now: Date = new Date()): Promise<void> {
  const slot = new Date((Math.floor(now.getTime() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  await enqueueJob(db, {
    queue: MPESA_STATUS_SWEEP_QUEUE,
    payload: {},
    runAfter: slot,
    singletonKey: `${MPESA_STATUS_SWEEP_QUEUE}:${slot.toISOString()}`,
  });
}

export function mpesaStatusSweepHandler(
  db: Database,
  api: PayoutApi,
  settings: SweepSettings,
  log?: FastifyBaseLogger,
): JobHandler {
  return async () => {
    // Booked first, so a sweep that fails does not end the chain.
    await enqueueMpesaStatusSweep(db);
    await sweepMpesaPayments(db, api, settings, log);
  };
}
