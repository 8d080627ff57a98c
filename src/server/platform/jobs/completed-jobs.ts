import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';

/**
 * Completed jobs are kept this long for operators looking into what ran, then
 * deleted: the table would otherwise grow by every mail ever sent. Failed jobs
 * are kept: they are few, and what went wrong matters for longer.
 */
export const COMPLETED_JOB_DAYS = 30;

const DAY_MS = 86_400_000;

/** Deletes the jobs completed more than COMPLETED_JOB_DAYS before `now`; answers how many. */
export async function forgetCompletedJobs(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - COMPLETED_JOB_DAYS * DAY_MS);
  const [row] = await rawRows<{ deleted: number }>(
    db,
    sql`with deleted as (delete from background_jobs where status = 'completed' and finished_at < ${before} returning 1)
        select count(*)::int as deleted from deleted`,
  );
  return row?.deleted ?? 0;
}
