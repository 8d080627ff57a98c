import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';

/*
 * An import is checked batch by batch (one duplicates.check job per committed
 * batch, counted in imports.duplicate_checks_pending). Each finished check
 * counts itself off in one atomic update, so the last one, whichever instance
 * runs it, marks the import's check completed.
 */

export async function markImportCheckRunning(db: Database, importId: string): Promise<void> {
  await db.execute(
    sql`update imports set duplicate_check_status = 'running' where id = ${importId}::uuid and duplicate_check_status = 'pending'`,
  );
}

export async function recordImportCheck(db: Database, importId: string, alertsCreated: number): Promise<void> {
  await db.execute(sql`
    update imports set
      alerts_created = alerts_created + ${alertsCreated},
      duplicate_checks_pending = greatest(duplicate_checks_pending - 1, 0),
      duplicate_check_status = case
        when duplicate_check_status = 'failed' then 'failed'
        when duplicate_checks_pending <= 1 then 'completed'
        else duplicate_check_status end
    where id = ${importId}::uuid`);
}

/** A batch whose check failed for good: the import says so (staff can run a full scan). */
export async function recordImportCheckFailed(db: Database, importId: string): Promise<void> {
  await db.execute(sql`
    update imports set duplicate_check_status = 'failed', duplicate_checks_pending = greatest(duplicate_checks_pending - 1, 0)
    where id = ${importId}::uuid`);
}
