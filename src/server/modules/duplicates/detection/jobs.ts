import type { Database } from '@server/db/client';
import { enqueueJob } from '@server/platform/jobs/enqueue-job';
import type { FinalFailureHandler, JobHandler, JobLane } from '@server/platform/jobs/job-worker';
import { markScanFailed, runFullScan } from './full-scan';
import { markImportCheckRunning, recordImportCheck, recordImportCheckFailed } from './import-check';
import { backfillDedupKeys, checkForDuplicates } from './service';

export const DUPLICATE_CHECK_QUEUE = 'duplicates.check';
export const DEDUP_KEYS_BACKFILL_QUEUE = 'duplicates.backfill-keys';
export const FULL_SCAN_QUEUE = 'duplicates.full-scan';
/** Checks, backfills and scans go through many people: they take the long lane. */
export const DUPLICATE_DETECTION_LANE: JobLane = 'long';
/** A failed scan is not retried on its own: staff see it failed and start another. */
const FULL_SCAN_ATTEMPTS = 1;

/**
 * Asks for a duplicate check of people just added or changed. Inside the
 * caller's transaction, so the check exists exactly when the change does, and
 * survives a restart; the answer to the staff member does not wait for it.
 */
export async function enqueueDuplicateCheck(db: Database, beneficiaryIds: string[], importId?: string): Promise<void> {
  if (beneficiaryIds.length === 0) return;
  await enqueueJob(db, {
    queue: DUPLICATE_CHECK_QUEUE,
    payload: importId ? { beneficiaryIds, importId } : { beneficiaryIds },
    maxAttempts: DUPLICATE_CHECK_ATTEMPTS,
  });
}

const DUPLICATE_CHECK_ATTEMPTS = 3;

/** One backfill at a time; main.ts asks for one at every start (it finds nothing to do once done). */
export async function enqueueDedupKeysBackfill(db: Database): Promise<void> {
  await enqueueJob(db, { queue: DEDUP_KEYS_BACKFILL_QUEUE, payload: {}, singletonKey: DEDUP_KEYS_BACKFILL_QUEUE });
}

export function duplicateCheckHandler(db: Database): JobHandler {
  return async (payload) => {
    const ids = Array.isArray(payload.beneficiaryIds)
      ? payload.beneficiaryIds.filter((id): id is string => typeof id === 'string')
      : [];
    const importId = typeof payload.importId === 'string' ? payload.importId : null;
    if (!importId) {
      await checkForDuplicates(db, ids);
      return;
    }
    await markImportCheckRunning(db, importId);
    const result = await checkForDuplicates(db, ids);
    await recordImportCheck(db, importId, result.alertsCreated);
  };
}

/** A batch's check that failed, or whose worker died, on every attempt: its import says the check failed, never that it is still running. */
export function duplicateCheckGaveUp(db: Database): FinalFailureHandler {
  return async (payload) => {
    if (typeof payload.importId === 'string') await recordImportCheckFailed(db, payload.importId);
  };
}

export function dedupKeysBackfillHandler(db: Database): JobHandler {
  return async (_payload, context) => {
    await backfillDedupKeys(db, () => context.extendLease());
  };
}

/** Queues the job of a scan row created in the same transaction. */
export async function enqueueFullScan(db: Database, scanId: string): Promise<void> {
  await enqueueJob(db, { queue: FULL_SCAN_QUEUE, payload: { scanId }, maxAttempts: FULL_SCAN_ATTEMPTS });
}

/** A scan whose worker died on it (it has one attempt): failed, so it no longer blocks the next scan. */
export function fullScanGaveUp(db: Database): FinalFailureHandler {
  return async (payload) => markScanFailed(db, String(payload.scanId));
}

export function fullScanHandler(db: Database): JobHandler {
  // Its one attempt failing is its final failure: fullScanGaveUp marks the scan failed (not a run handed back at shutdown).
  return async (payload, context) => runFullScan(db, String(payload.scanId), () => context.extendLease());
}
