import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { duplicateScans } from '../../db/schema';
import { forgetNameFrequencies } from './name-frequencies';
import { countRegistry, pageOfRecords } from './queries';
import { backfillDedupKeys, checkForDuplicates } from './service';

const SCAN_PAGE = 1000;

/**
 * Checks the whole registry, page by page in id order, writing progress as it
 * goes. A scan taken over after a restart starts again from the first page:
 * detection is idempotent (a pair is stored once), so repeating pages costs
 * time, never a second alert.
 */
export async function runFullScan(db: Database, scanId: string, keepAlive: () => Promise<void>): Promise<void> {
  forgetNameFrequencies();
  await db.update(duplicateScans).set({ status: 'running', processed: 0, alertsCreated: 0, total: await countRegistry(db) }).where(eq(duplicateScans.id, scanId));
  await backfillDedupKeys(db, keepAlive);
  let afterId: string | null = null;
  for (;;) {
    const page = await pageOfRecords(db, afterId, SCAN_PAGE);
    if (page.length === 0) break;
    const result = await checkForDuplicates(
      db,
      page.map((record) => record.id),
    );
    await db
      .update(duplicateScans)
      .set({ processed: sql`${duplicateScans.processed} + ${page.length}`, alertsCreated: sql`${duplicateScans.alertsCreated} + ${result.alertsCreated}` })
      .where(eq(duplicateScans.id, scanId));
    afterId = page[page.length - 1]!.id;
    await keepAlive();
  }
  await db.update(duplicateScans).set({ status: 'completed', finishedAt: new Date() }).where(eq(duplicateScans.id, scanId));
}

export async function markScanFailed(db: Database, scanId: string): Promise<void> {
  await db.update(duplicateScans).set({ status: 'failed', finishedAt: new Date() }).where(eq(duplicateScans.id, scanId));
}
