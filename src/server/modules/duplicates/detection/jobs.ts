import { z } from 'zod';
import type { Database } from '@server/db/client';
import { defineJob, type JobPayload } from '@server/platform/jobs/define-job';
import { enqueue } from '@server/platform/jobs/enqueue-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import { markScanFailed, runFullScan } from './full-scan';
import { markImportCheckRunning, recordImportCheck, recordImportCheckFailed } from './import-check';
import { backfillDedupKeys, checkForDuplicates } from './service';

export const DUPLICATE_CHECK_QUEUE = 'duplicates.check';
export const DEDUP_KEYS_BACKFILL_QUEUE = 'duplicates.backfill-keys';
export const FULL_SCAN_QUEUE = 'duplicates.full-scan';

/** Checks, backfills and scans go through many people: they take the long lane. */
export const DUPLICATE_CHECK_JOB = defineJob({
  queue: DUPLICATE_CHECK_QUEUE,
  lane: 'long',
  payload: z.object({ beneficiaryIds: z.array(z.guid()), importId: z.guid().optional() }),
  attempts: 3,
  // A batch's check that failed, or whose worker died, on every attempt: its import says the check failed, never that it is still running.
  onFinalFailure: async ({ importId }, db) => {
    if (importId) await recordImportCheckFailed(db, importId);
  },
});

/**
 * People registered before detection existed (or by the demo seed) get their
 * blocking keys: once at every start, finding nothing to do once done.
 */
export const DEDUP_KEYS_BACKFILL_JOB = defineJob({
  queue: DEDUP_KEYS_BACKFILL_QUEUE,
  lane: 'long',
  payload: z.object({}),
  attempts: 3,
  schedule: { atStart: true },
});

export const FULL_SCAN_JOB = defineJob({
  queue: FULL_SCAN_QUEUE,
  lane: 'long',
  payload: z.object({ scanId: z.guid() }),
  // A failed scan is not retried on its own: staff see it failed and start another.
  attempts: 1,
  // Its one attempt failing, or its worker dying on it, is final: failed, so it no longer blocks the next scan.
  onFinalFailure: async ({ scanId }, db) => markScanFailed(db, scanId),
});

/**
 * Asks for a duplicate check of people just added or changed. Inside the
 * caller's transaction, so the check exists exactly when the change does, and
 * survives a restart; the answer to the staff member does not wait for it.
 */
export async function enqueueDuplicateCheck(db: Database, beneficiaryIds: string[], importId?: string): Promise<void> {
  if (beneficiaryIds.length === 0) return;
  await enqueue(db, DUPLICATE_CHECK_JOB, importId ? { beneficiaryIds, importId } : { beneficiaryIds });
}

export function duplicateCheckHandler(db: Database): JobHandler<JobPayload<typeof DUPLICATE_CHECK_JOB>> {
  return async ({ beneficiaryIds, importId }) => {
    if (!importId) {
      await checkForDuplicates(db, beneficiaryIds);
      return;
    }
    await markImportCheckRunning(db, importId);
    const result = await checkForDuplicates(db, beneficiaryIds);
    await recordImportCheck(db, importId, result.alertsCreated);
  };
}

export function dedupKeysBackfillHandler(db: Database): JobHandler<JobPayload<typeof DEDUP_KEYS_BACKFILL_JOB>> {
  return async () => void (await backfillDedupKeys(db));
}

/** Queues the job of a scan row created in the same transaction. */
export async function enqueueFullScan(db: Database, scanId: string): Promise<void> {
  await enqueue(db, FULL_SCAN_JOB, { scanId });
}

export function fullScanHandler(db: Database): JobHandler<JobPayload<typeof FULL_SCAN_JOB>> {
  // Its one attempt failing is its final failure: the definition marks the scan failed (not a run handed back at shutdown).
  return async ({ scanId }) => runFullScan(db, scanId);
}
