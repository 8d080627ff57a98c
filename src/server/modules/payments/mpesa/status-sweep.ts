import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from '@server/config';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { defineJob, type JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import type { PayoutApi } from '../providers/payout-api';
import { markUnresolved } from './attention';
import { closeSettledMpesaBatches, countStatusQuery, paymentsAwaitingResult, recordPaymentExchange } from './queries';

/** The recurring job that asks M-Pesa about payments whose result callback never came. */
export const MPESA_STATUS_SWEEP_QUEUE = 'mpesa-status-sweep';

/**
 * Every five minutes, registered only when M-Pesa is configured. Every
 * instance's worker books the same slot, so one sweep runs per slot.
 */
export const MPESA_STATUS_SWEEP_JOB = defineJob({
  queue: MPESA_STATUS_SWEEP_QUEUE,
  // Up to PER_SWEEP questions one after another, a minute or more: the long lane, so mail never waits behind it.
  lane: 'long',
  payload: z.object({}),
  // A sweep that fails is not retried: the next slot's sweep asks again.
  attempts: 1,
  schedule: { everyMinutes: 5 },
});
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
 * staff: its attention becomes 'unresolved' (markUnresolved, with the history
 * entry) and a warning goes to the log; the sweep then leaves it alone. It also closes any
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
      await markUnresolved(db, payment.id, payment.statusQueries);
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

export function mpesaStatusSweepHandler(
  db: Database,
  api: PayoutApi,
  settings: SweepSettings,
  log?: FastifyBaseLogger,
): JobHandler<JobPayload<typeof MPESA_STATUS_SWEEP_JOB>> {
  return async () => void (await sweepMpesaPayments(db, api, settings, log));
}
