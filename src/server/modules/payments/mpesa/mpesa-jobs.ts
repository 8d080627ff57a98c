import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from '@server/config';
import type { Database } from '@server/db/client';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { DarajaClient } from '../providers/mpesa/daraja-client';
import type { PayoutApi } from '../providers/payout-api';
import { MPESA_SUBMIT_JOB } from './start-disbursement';
import { MPESA_STATUS_SWEEP_JOB, mpesaStatusSweepHandler } from './status-sweep';
import { mpesaSubmitHandler } from './submit-job';

/**
 * Adds the M-Pesa jobs to a worker when M-Pesa is configured (so the sweep's
 * schedule is kept only then). One Daraja client for both, so they share its
 * access token. Tests pass their own api.
 */
export function registerMpesaJobs(
  worker: JobWorker,
  db: Database,
  mpesa: MpesaConfig | null,
  options: { api?: PayoutApi; log?: FastifyBaseLogger } = {},
): JobWorker {
  if (!mpesa) return worker;
  const api = options.api ?? new DarajaClient(mpesa);
  return worker
    .register(MPESA_SUBMIT_JOB, mpesaSubmitHandler(db, api, { log: options.log }))
    .register(MPESA_STATUS_SWEEP_JOB, mpesaStatusSweepHandler(db, api, mpesa, options.log));
}
