import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from './config';
import type { Database } from './db/client';
import { JobWorker, type JobWorkerOptions } from './platform/jobs/job-worker';
import type { FileStorage } from './platform/storage/file-storage';
import {
  DEDUP_KEYS_BACKFILL_QUEUE,
  dedupKeysBackfillHandler,
  DUPLICATE_CHECK_QUEUE,
  DUPLICATE_DETECTION_LANE,
  duplicateCheckGaveUp,
  duplicateCheckHandler,
  FULL_SCAN_QUEUE,
  fullScanGaveUp,
  fullScanHandler,
} from './modules/duplicates/detection/jobs';
import { COMMIT_IMPORT_LANE, COMMIT_IMPORT_QUEUE, commitImportJob } from './modules/imports/commit-job';
import { registerMpesaJobs } from './modules/payments/mpesa/mpesa-jobs';
import { notificationMailJob, type NotificationMailDeps } from './modules/notifications/beneficiary/mail-job';
import {
  NOTIFICATION_MAIL_LANE,
  NOTIFICATION_MAIL_QUEUE,
} from './modules/notifications/beneficiary/notify-beneficiary';
import { VALIDATE_IMPORT_LANE, VALIDATE_IMPORT_QUEUE, validateImportJob } from './modules/imports/validate-job';
import { validationGaveUp } from './modules/imports/validation-gave-up';
import {
  DOCUMENT_EXPIRY_LANE,
  DOCUMENT_EXPIRY_QUEUE,
  documentExpiryHandler,
} from './modules/documents/staff/expiry-job';
import { DATA_RETENTION_LANE, DATA_RETENTION_QUEUE, dataRetentionHandler } from './modules/data-retention/nightly-job';

/**
 * The worker with every queue's handler, lane and, where a job's work would
 * otherwise look unfinished for ever, what its final failure leaves. main.ts starts it beside the
 * HTTP server; tests build it the same way and call drain().
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
    .register(VALIDATE_IMPORT_QUEUE, validateImportJob(db, storage), {
      lane: VALIDATE_IMPORT_LANE,
      onFinalFailure: validationGaveUp(db),
    })
    .register(COMMIT_IMPORT_QUEUE, commitImportJob(db), { lane: COMMIT_IMPORT_LANE })
    .register(NOTIFICATION_MAIL_QUEUE, notificationMailJob(db, notificationMail), { lane: NOTIFICATION_MAIL_LANE })
    .register(DUPLICATE_CHECK_QUEUE, duplicateCheckHandler(db), {
      lane: DUPLICATE_DETECTION_LANE,
      onFinalFailure: duplicateCheckGaveUp(db),
    })
    .register(DEDUP_KEYS_BACKFILL_QUEUE, dedupKeysBackfillHandler(db), { lane: DUPLICATE_DETECTION_LANE })
    .register(DOCUMENT_EXPIRY_QUEUE, documentExpiryHandler(db), { lane: DOCUMENT_EXPIRY_LANE })
    .register(DATA_RETENTION_QUEUE, dataRetentionHandler(db, storage), { lane: DATA_RETENTION_LANE })
    .register(FULL_SCAN_QUEUE, fullScanHandler(db), {
      lane: DUPLICATE_DETECTION_LANE,
      onFinalFailure: fullScanGaveUp(db),
    });
}
