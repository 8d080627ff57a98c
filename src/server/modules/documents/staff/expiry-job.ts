import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { EXPIRY_RUN_TIME, kenyaToday } from '@domain/document-review';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { defineJob, type JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import { notifyBeneficiaries } from '@server/modules/notifications';

export const DOCUMENT_EXPIRY_QUEUE = 'documents.mark-expired';

/** Daily, just after midnight in Kenya; a run now on a new database. */
export const DOCUMENT_EXPIRY_JOB = defineJob({
  queue: DOCUMENT_EXPIRY_QUEUE,
  // A sweep of every document, with a notification per person: the long lane.
  lane: 'long',
  payload: z.object({}),
  attempts: 3,
  schedule: { dailyAt: EXPIRY_RUN_TIME },
});

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

/** The daily run; the worker books the next one (DOCUMENT_EXPIRY_JOB's schedule). */
export function documentExpiryHandler(
  db: Database,
  clock: () => Date = () => new Date(),
): JobHandler<JobPayload<typeof DOCUMENT_EXPIRY_JOB>> {
  return async () => void (await markExpiredDocuments(db, clock()));
}
