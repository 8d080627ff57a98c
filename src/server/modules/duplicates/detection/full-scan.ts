import type { DedupRecord } from '@domain/duplicates/record-comparison';
import type { Database } from '@server/db/client';
import { handled } from '@server/platform/handled';
import { forgetNameFrequencies, registryNameFrequencies } from './name-frequencies';
import { countRegistry, pageOfRecords, vacuumDedupKeys } from './queries';
import { addScanProgress, finishScan, markScanRunning } from './scan-queries';
import { backfillDedupKeys, lookUpCandidates, scoreCandidates, storePairs } from './service';

const SCAN_PAGE = 1000;

/**
 * Checks the whole registry, page by page in id order, writing progress as it
 * goes. Name frequencies are counted once per scan, and each pair is scored
 * once, from its lower id (blocking is symmetric). A scan taken over after a restart starts again from the first page:
 * detection is idempotent (a pair is stored once), so repeating pages costs
 * time, never a second alert.
 *
 * The database looks up the next page's candidates while this process scores
 * the current page's: on PostgreSQL the two take about as long as each other,
 * and run on different cores. The next page's keys are written before its
 * lookup, as detectDuplicates does, so the pairs found are the same.
 */
export async function runFullScan(db: Database, scanId: string): Promise<void> {
  forgetNameFrequencies();
  await markScanRunning(db, scanId, await countRegistry(db));
  await backfillDedupKeys(db);
  await vacuumDedupKeys(db);
  const frequencies = await registryNameFrequencies(db);
  const lookUp = (page: DedupRecord[]) => handled(lookUpCandidates(db, page, { laterOnly: true }));
  let page = await pageOfRecords(db, null, SCAN_PAGE);
  let candidates = lookUp(page);
  while (page.length > 0) {
    const candidatesOf = await candidates;
    const next = await pageOfRecords(db, page[page.length - 1]!.id, SCAN_PAGE);
    candidates = lookUp(next);
    const result = await storePairs(db, page.length, await scoreCandidates(page, candidatesOf, frequencies));
    await addScanProgress(db, scanId, page.length, result.alertsCreated);
    page = next;
  }
  await candidates;
  await finishScan(db, scanId, 'completed');
}

export async function markScanFailed(db: Database, scanId: string): Promise<void> {
  await finishScan(db, scanId, 'failed');
}
