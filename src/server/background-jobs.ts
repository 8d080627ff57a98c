import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from './config';
import type { Database } from './db/client';
import { JobWorker, type JobWorkerOptions } from './platform/jobs/job-worker';
import type { FileStorage } from './platform/storage/file-storage';
import { DATA_RETENTION_JOB, dataRetentionHandler } from './modules/data-retention/nightly-job';
import { DOCUMENT_EXPIRY_JOB, documentExpiryHandler } from './modules/documents/staff/expiry-job';
import {
  DEDUP_KEYS_BACKFILL_JOB,
  dedupKeysBackfillHandler,
  DUPLICATE_CHECK_JOB,
  duplicateCheckHandler,
  FULL_SCAN_JOB,
  fullScanHandler,
} from './modules/duplicates/detection/jobs';
import { COMMIT_IMPORT_JOB, commitImportJob } from './modules/imports/commit-job';
import { VALIDATE_IMPORT_JOB, validateImportJob } from './modules/imports/validate-job';
import { POSTING_EXPIRY_JOB, postingExpiryHandler } from './modules/job-market/employer-postings/expiry-sweep';
import { notificationMailJob, type NotificationMailDeps } from './modules/notifications/beneficiary/mail-job';
import { NOTIFICATION_MAIL_JOB } from './modules/notifications/beneficiary/notify-beneficiary';
import { registerMpesaJobs } from './modules/payments/mpesa/mpesa-jobs';
import { SMS_SEND_JOB, smsSendJob } from './modules/sms';
import { smsGatewayFor } from './platform/sms/sms-gateway-for';
import type { SmsConfig } from './sms-config';

/**
 * The worker with every job's definition and handler. Each definition carries
 * its queue, lane, payload, attempts, final failure and schedule; the worker
 * keeps the schedules. main.ts starts it beside the HTTP server; tests build it
 * the same way and call drain().
 */
export function createBackgroundJobs(
  db: Database,
  storage: FileStorage,
  notificationMail: NotificationMailDeps,
  options: JobWorkerOptions = {},
  /** M-Pesa's jobs, when it is configured; the log for what jobs report; the SMS gateway's settings (none: the development outbox). */
  services: { mpesa: MpesaConfig | null; log?: FastifyBaseLogger; sms?: SmsConfig } = { mpesa: null },
): JobWorker {
  return registerMpesaJobs(new JobWorker(db, options), db, services.mpesa, { log: services.log })
    .register(VALIDATE_IMPORT_JOB, validateImportJob(db, storage))
    .register(COMMIT_IMPORT_JOB, commitImportJob(db))
    .register(NOTIFICATION_MAIL_JOB, notificationMailJob(db, notificationMail))
    .register(SMS_SEND_JOB, smsSendJob(db, smsGatewayFor(services.sms ?? { gateway: null, pricePerPartKes: 0 }, db)))
    .register(DUPLICATE_CHECK_JOB, duplicateCheckHandler(db))
    .register(DEDUP_KEYS_BACKFILL_JOB, dedupKeysBackfillHandler(db))
    .register(FULL_SCAN_JOB, fullScanHandler(db))
    .register(DOCUMENT_EXPIRY_JOB, documentExpiryHandler(db))
    .register(DATA_RETENTION_JOB, dataRetentionHandler(db, storage))
    .register(POSTING_EXPIRY_JOB, postingExpiryHandler(db, services.log));
}
