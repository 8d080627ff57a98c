import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from './config';
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
import { registerMpesaJobs } from './modules/mpesa-payouts/mpesa-jobs';
import { NOTIFICATION_MAIL_QUEUE, notificationMailJob, type NotificationMailDeps } from './modules/beneficiary-notifications/mail-job';
import { VALIDATE_IMPORT_QUEUE, validateImportJob } from './modules/imports/validate-job';
import { DOCUMENT_EXPIRY_QUEUE, documentExpiryHandler } from './modules/staff-documents/expiry-job';
import { DATA_RETENTION_QUEUE, dataRetentionHandler } from './modules/data-retention/nightly-job';

/**
 * The worker with every queue's handler. main.ts starts it beside the HTTP
 * server; tests build it the same way and call drain().
 */
export function createBackgroundJobs(
  db: Database,
  storage: FileStorage,
  notificationMail: NotificationMailDeps,
  options: JobWorkerOptions = {},
  /** M-Pesa's queues, when it is configured. */
  mpesa: { config: MpesaConfig | null; log?: FastifyBaseLogger } = { config: null },
): JobWorker {
  return registerMpesaJobs(new JobWorker(db, options), db, mpesa.config, { log: mpesa.log })
    .register(VALIDATE_IMPORT_QUEUE, validateImportJob(db, storage))
    .register(COMMIT_IMPORT_QUEUE, commitImportJob(db))
    .register(NOTIFICATION_MAIL_QUEUE, notificationMailJob(db, notificationMail))
    .register(DUPLICATE_CHECK_QUEUE, duplicateCheckHandler(db))
    .register(DEDUP_KEYS_BACKFILL_QUEUE, dedupKeysBackfillHandler(db))
    .register(DOCUMENT_EXPIRY_QUEUE, documentExpiryHandler(db))
    .register(DATA_RETENTION_QUEUE, dataRetentionHandler(db, storage))
    .register(FULL_SCAN_QUEUE, fullScanHandler(db));
}
