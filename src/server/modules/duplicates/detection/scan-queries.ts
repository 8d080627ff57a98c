import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { duplicateScans } from '@server/db/schema';

export type ScanRow = typeof duplicateScans.$inferSelect;

/** Serialises scan starts: the second waits for the first's transaction, then sees its scan. */
export async function lockScanStarts(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('duplicates.full-scan'))`);
}

export async function findUnfinishedScan(db: Database): Promise<ScanRow | null> {
  const [scan] = await db
    .select()
    .from(duplicateScans)
    .where(inArray(duplicateScans.status, ['queued', 'running']))
    .orderBy(desc(duplicateScans.createdAt))
    .limit(1);
  return scan ?? null;
}

export async function insertScan(db: Database, startedByUserId: string): Promise<ScanRow> {
  const [scan] = await db.insert(duplicateScans).values({ startedByUserId }).returning();
  return scan!;
}

export async function findScan(db: Database, scanId: string): Promise<ScanRow | null> {
  const [scan] = await db.select().from(duplicateScans).where(eq(duplicateScans.id, scanId));
  return scan ?? null;
}

export async function markScanRunning(db: Database, scanId: string, total: number): Promise<void> {
  await db
    .update(duplicateScans)
    .set({ status: 'running', processed: 0, alertsCreated: 0, total })
    .where(eq(duplicateScans.id, scanId));
}

export async function addScanProgress(
  db: Database,
  scanId: string,
  processed: number,
  alertsCreated: number,
): Promise<void> {
  await db
    .update(duplicateScans)
    .set({
      processed: sql`${duplicateScans.processed} + ${processed}`,
      alertsCreated: sql`${duplicateScans.alertsCreated} + ${alertsCreated}`,
    })
    .where(eq(duplicateScans.id, scanId));
}

export async function finishScan(db: Database, scanId: string, status: 'completed' | 'failed'): Promise<void> {
  await db.update(duplicateScans).set({ status, finishedAt: new Date() }).where(eq(duplicateScans.id, scanId));
}
