import { sql } from 'drizzle-orm';
import { kenyaToday, nextExpiryRun } from '@domain/document-review';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { enqueueJob } from '@server/platform/jobs/enqueue-job';
import type { JobHandler, JobLane } from '@server/platform/jobs/job-worker';
import { notifyBeneficiaries } from '@server/modules/notifications';

export const DOCUMENT_EXPIRY_QUEUE = 'documents.mark-expired';
/** A sweep of every document, with a notification per person: the long lane. */
export const DOCUMENT_EXPIRY_LANE: JobLane = 'long';

/** A run now; main.ts asks for one at every start (instances starting together share it). */
export async function enqueueDocumentExpiry(db: Database, queue = DOCUMENT_EXPIRY_QUEUE): Promise<void> {
  await enqueueJob(db, { queue, payload: {}, singletonKey: queue });
}

export interface DocumentExpiryOptions {
  clock?: () => Date;
  /** The queue the handler runs on, where it books its next run (tests use their own, out of other workers' reach). */
  queue?: string;
}

/**
 * Marks every document whose expiry date is before Kenya's today, in one
 * statement (the partial index skips documents already expired), and tells
 * each person once per type of document that expired. The notices commit with
 * the change, so a retried run neither misses nor repeats one. A rejected
 * document is left alone: the person already has to send a new one, and
 * expiring it would take away its Re-upload button.
 */
export async function markExpiredDocuments(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await rawRows<{ beneficiary_id: string; document_type: string; expired: number | string }>(
      tx,
      sql`with expired as (
            update beneficiary_documents set status = 'expired'
            where status not in ('expired', 'rejected') and expiry_date < ${kenyaToday(now)}::date
            returning beneficiary_id, document_type
          )
          select beneficiary_id, document_type, count(*) as expired from expired group by beneficiary_id, document_type`,
    );
    await notifyBeneficiaries(
      tx,
      rows.map((row) => ({
        beneficiaryId: row.beneficiary_id,
        kind: 'document_expired' as const,
        params: { documentType: row.document_type },
      })),
    );
    return rows.reduce((sum, row) => sum + Number(row.expired), 0);
  });
}

/**
 * The daily run, which books the next one. That booking has a key of its own
 * per day: this job still holds the start-up key while it runs, and a retried
 * run must not book tomorrow's twice.
 */
export function documentExpiryHandler(
  db: Database,
  { clock = () => new Date(), queue = DOCUMENT_EXPIRY_QUEUE }: DocumentExpiryOptions = {},
): JobHandler {
  return async () => {
    const now = clock();
    await markExpiredDocuments(db, now);
    const runAfter = nextExpiryRun(now);
    await enqueueJob(db, { queue, payload: {}, runAfter, singletonKey: `${queue}:${kenyaToday(runAfter)}` });
  };
}
