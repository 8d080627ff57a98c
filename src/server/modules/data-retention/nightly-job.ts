import { z } from 'zod';
import type { Database } from '@server/db/client';
import { forgetOldIdempotencyKeys } from '@server/platform/idempotency';
import { forgetCompletedJobs } from '@server/platform/jobs/completed-jobs';
import { defineJob, type JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import { forgetOldRateLimitBuckets } from '@server/platform/rate-limiter';
import { UNFINISHED_UPLOAD_STALE_MS, type FileStorage } from '@server/platform/storage/file-storage';
import { purgeExpiredImports } from '@server/modules/imports';
import { forgetOldPhoneCodes } from '@server/modules/phone-verification';
import { forgetOldSms } from '@server/modules/sms';

/*
 * Data retention (Kenya's Data Protection Act: personal data kept no longer
 * than needed). Each rule lives with the data it deletes; this job runs them
 * every night.
 */

export const DATA_RETENTION_QUEUE = 'data-retention.nightly';

export const DATA_RETENTION_JOB = defineJob({
  queue: DATA_RETENTION_QUEUE,
  lane: 'long',
  payload: z.object({}),
  attempts: 3,
  // When nobody is importing; a run now on a new database.
  schedule: { dailyAt: '02:00' },
});

export interface RetentionReport {
  importsPurged: number;
  idempotencyKeysForgotten: number;
  rateLimitCountersForgotten: number;
  unfinishedUploadsRemoved: number;
  completedJobsForgotten: number;
  smsMessagesForgotten: number;
  smsOutboxForgotten: number;
  phoneCodesForgotten: number;
}

/** Every retention rule, in turn. */
export async function applyRetentionRules(db: Database, storage: FileStorage, now: Date): Promise<RetentionReport> {
  return {
    importsPurged: await purgeExpiredImports(db, storage, now),
    idempotencyKeysForgotten: await forgetOldIdempotencyKeys(db, now),
    rateLimitCountersForgotten: await forgetOldRateLimitBuckets(db, now),
    // Parts of uploads a crash cut off: no row points at them, so no other rule would ever find them.
    unfinishedUploadsRemoved:
      (await storage.removeUnfinishedUploads?.(new Date(now.getTime() - UNFINISHED_UPLOAD_STALE_MS))) ?? 0,
    completedJobsForgotten: await forgetCompletedJobs(db, now),
    ...(await forgetOldSms(db, now)),
    phoneCodesForgotten: await forgetOldPhoneCodes(db, now),
  };
}

/** The nightly run; the worker books the next one (DATA_RETENTION_JOB's schedule). */
export function dataRetentionHandler(
  db: Database,
  storage: FileStorage,
  clock: () => Date = () => new Date(),
): JobHandler<JobPayload<typeof DATA_RETENTION_JOB>> {
  return async () => void (await applyRetentionRules(db, storage, clock()));
}
