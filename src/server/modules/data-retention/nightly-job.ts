import { nairobiToday } from '@domain/kenya-day';
import type { Database } from '@server/db/client';
import { forgetOldIdempotencyKeys } from '@server/platform/idempotency';
import { enqueueJob } from '@server/platform/jobs/enqueue-job';
import { forgetOldRateLimitBuckets } from '@server/platform/rate-limiter';
import type { JobHandler, JobLane } from '@server/platform/jobs/job-worker';
import { UNFINISHED_UPLOAD_STALE_MS, type FileStorage } from '@server/platform/storage/file-storage';
import { purgeExpiredImports } from '@server/modules/imports';

/*
 * Data retention (Kenya's Data Protection Act: personal data kept no longer
 * than needed). Each rule lives with the data it deletes; this job runs them
 * every night and once at every start.
 */

export const DATA_RETENTION_QUEUE = 'data-retention.nightly';
export const DATA_RETENTION_LANE: JobLane = 'long';

const DAY_MS = 86_400_000;

/** A run now; main.ts asks for one at every start (instances starting together share it). */
export async function enqueueDataRetention(db: Database, queue = DATA_RETENTION_QUEUE): Promise<void> {
  await enqueueJob(db, { queue, payload: {}, singletonKey: queue });
}

/** The next nightly run: 02:00 in Kenya on the day after `now`, when nobody is importing. */
export function nextDataRetentionRun(now: Date): Date {
  return new Date(Date.parse(`${nairobiToday(now)}T02:00:00+03:00`) + DAY_MS);
}

export interface RetentionReport {
  importsPurged: number;
  idempotencyKeysForgotten: number;
  rateLimitCountersForgotten: number;
  unfinishedUploadsRemoved: number;
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
  };
}

export interface DataRetentionOptions {
  clock?: () => Date;
  /** The queue the handler runs on, where it books its next run (tests use their own). */
  queue?: string;
}

/**
 * The nightly run, which books the next one under a key of its own per day
 * (this job still holds the start-up key while it runs, and a retried run must
 * not book tomorrow's twice).
 */
export function dataRetentionHandler(
  db: Database,
  storage: FileStorage,
  { clock = () => new Date(), queue = DATA_RETENTION_QUEUE }: DataRetentionOptions = {},
): JobHandler {
  return async () => {
    const now = clock();
    await applyRetentionRules(db, storage, now);
    const runAfter = nextDataRetentionRun(now);
    await enqueueJob(db, { queue, payload: {}, runAfter, singletonKey: `${queue}:${nairobiToday(runAfter)}` });
  };
}
