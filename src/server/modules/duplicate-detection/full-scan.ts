import type { Database } from '../../db/client';
import { forgetNameFrequencies } from './name-frequencies';
import { countRegistry, pageOfRecords } from './queries';
import { addScanProgress, finishScan, markScanRunning } from './scan-queries';
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
  await markScanRunning(db, scanId, await countRegistry(db));
  await backfillDedupKeys(db, keepAlive);
  let afterId: string | null = null;
  for (;;) {
    const page = await pageOfRecords(db, afterId, SCAN_PAGE);
    if (page.length === 0) break;
    const result = await checkForDuplicates(
      db,
      page.map((record) => record.id),
    );
    await addScanProgress(db, scanId, page.length, result.alertsCreated);
    afterId = page[page.length - 1]!.id;
    await keepAlive();
  }
  await finishScan(db, scanId, 'completed');
}

export async function markScanFailed(db: Database, scanId: string): Promise<void> {
  await finishScan(db, scanId, 'failed');
}
