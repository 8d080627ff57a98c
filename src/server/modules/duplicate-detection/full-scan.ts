import type { Database } from '../../db/client';
import { forgetNameFrequencies, registryNameFrequencies } from './name-frequencies';
import { countRegistry, pageOfRecords } from './queries';
import { addScanProgress, finishScan, markScanRunning } from './scan-queries';
import { backfillDedupKeys, detectDuplicates } from './service';

const SCAN_PAGE = 1000;

/**
 * Checks the whole registry, page by page in id order, writing progress as it
 * goes. Name frequencies are counted once per scan, and each pair is scored
 * once, from its lower id (blocking is symmetric). A scan taken over after a restart starts again from the first page:
 * detection is idempotent (a pair is stored once), so repeating pages costs
 * time, never a second alert.
 */
export async function runFullScan(db: Database, scanId: string, keepAlive: () => Promise<void>): Promise<void> {
  forgetNameFrequencies();
  await markScanRunning(db, scanId, await countRegistry(db));
  await backfillDedupKeys(db, keepAlive);
  const frequencies = await registryNameFrequencies(db);
  let afterId: string | null = null;
  for (;;) {
    const page = await pageOfRecords(db, afterId, SCAN_PAGE);
    if (page.length === 0) break;
    const result = await detectDuplicates(db, page, frequencies, { laterOnly: true });
    await addScanProgress(db, scanId, page.length, result.alertsCreated);
    afterId = page[page.length - 1]!.id;
    await keepAlive();
  }
  await finishScan(db, scanId, 'completed');
}

export async function markScanFailed(db: Database, scanId: string): Promise<void> {
  await finishScan(db, scanId, 'failed');
}
