import type { Database } from './db/client';
import { JobWorker, type JobWorkerOptions } from './platform/jobs/job-worker';
import type { FileStorage } from './platform/storage/file-storage';
import {
  DEDUP_KEYS_BACKFILL_QUEUE,
  dedupKeysBackfillHandler,
  DUPLICATE_CHECK_QUEUE,
  duplicateCheckHandler,
  FULL_SCAN_QUEUE,
  fullScanHandler,
} from './modules/duplicate-detection/jobs';
import { COMMIT_IMPORT_QUEUE, commitImportJob } from './modules/imports/commit-job';
import { VALIDATE_IMPORT_QUEUE, validateImportJob } from './modules/imports/validate-job';

/**
 * The worker with every queue's handler. main.ts starts it beside the HTTP
 * server; tests build it the same way and call drain().
 */
export function createBackgroundJobs(db: Database, storage: FileStorage, options: JobWorkerOptions = {}): JobWorker {
  return new JobWorker(db, options)
    .register(VALIDATE_IMPORT_QUEUE, validateImportJob(db, storage))
    .register(COMMIT_IMPORT_QUEUE, commitImportJob(db))
    .register(DUPLICATE_CHECK_QUEUE, duplicateCheckHandler(db))
    .register(DEDUP_KEYS_BACKFILL_QUEUE, dedupKeysBackfillHandler(db))
    .register(FULL_SCAN_QUEUE, fullScanHandler(db));
}
