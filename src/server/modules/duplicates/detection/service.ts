import { setImmediate as nextTurn } from 'node:timers/promises';
import { blockingKeys, candidateKeys } from '@domain/duplicates/blocking-keys';
import type { DedupRecord } from '@domain/duplicates/record-comparison';
import { assessPair, couldReachStoredRisk, MIN_STORED_RISK, type NameFrequencies } from '@domain/duplicates/risk-score';
import type { Database } from '@server/db/client';
import { registryNameFrequencies } from './name-frequencies';
import {
  findCandidatesForMany,
  loadDedupRecords,
  pageWithoutKeys,
  refreshDuplicateRisk,
  upsertAlerts,
  writeDedupKeys,
  type DetectedPair,
} from './queries';

export interface DetectionResult {
  checked: number;
  alertsCreated: number;
}

/**
 * Checks people against the whole registry (and against each other): their
 * blocking keys are written first, so two people of one import batch find each
 * other too. Pairs under Medium risk are not stored; decided pairs never return.
 */
export async function checkForDuplicates(db: Database, beneficiaryIds: string[]): Promise<DetectionResult> {
  const records = await loadDedupRecords(db, beneficiaryIds);
  return detectDuplicates(db, records, await registryNameFrequencies(db));
}

/**
 * Writes the records' keys, scores them against their candidates and stores
 * the pairs at Medium risk and above. (A full scan runs the same steps, page
 * after page, in full-scan.ts.)
 */
async function detectDuplicates(
  db: Database,
  records: DedupRecord[],
  frequencies: NameFrequencies,
): Promise<DetectionResult> {
  const candidatesOf = await lookUpCandidates(db, records);
  return storePairs(db, records.length, await scoreCandidates(records, candidatesOf, frequencies));
}

/**
 * Writes the records' own keys first, so two people of one batch find each
 * other; then finds their candidates. `laterOnly` (full scans): only
 * candidates with a higher id, as the lower one of each pair finds it.
 */
export async function lookUpCandidates(db: Database, records: DedupRecord[], options: { laterOnly?: boolean } = {}) {
  await writeDedupKeys(
    db,
    records.map((record) => ({ id: record.id, keys: blockingKeys(record) })),
  );
  return findCandidatesForMany(
    db,
    records.map((record) => ({ id: record.id, keys: candidateKeys(record) })),
    options,
  );
}

/** How many records are scored between two turns of the event loop. */
const SCORED_PER_TURN = 100;

/**
 * The pairs at Medium risk and above. A full scan's page holds tens of
 * thousands of candidate pairs: the event loop gets a turn every
 * SCORED_PER_TURN records, so the database's answers (the next page's
 * candidates among them) are read while this runs.
 */
export async function scoreCandidates(
  records: DedupRecord[],
  candidatesOf: Map<string, DedupRecord[]>,
  frequencies: NameFrequencies,
): Promise<DetectedPair[]> {
  const pairs = new Map<string, DetectedPair>();
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % SCORED_PER_TURN === 0) await nextTurn();
    for (const candidate of candidatesOf.get(record.id) ?? []) {
      if (couldReachStoredRisk(record, candidate, frequencies))
        collectPair(pairs, record, candidate, assessPair(record, candidate, frequencies));
    }
  }
  return [...pairs.values()];
}

/** Stores the pairs as alerts (decided pairs never return) and marks their people. */
export async function storePairs(db: Database, checked: number, detected: DetectedPair[]): Promise<DetectionResult> {
  const alertsCreated = await upsertAlerts(db, detected);
  await refreshDuplicateRisk(db, [...new Set(detected.flatMap((pair) => [pair.aId, pair.bId]))]);
  return { checked, alertsCreated };
}

function collectPair(
  pairs: Map<string, DetectedPair>,
  a: DedupRecord,
  b: DedupRecord,
  assessment: ReturnType<typeof assessPair>,
) {
  if (assessment.riskScore < MIN_STORED_RISK) return;
  const [aId, bId] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  pairs.set(`${aId}|${bId}`, { aId, bId, ...assessment });
}

const BACKFILL_PAGE = 2000;

/**
 * Writes blocking keys for everyone who has none, page by page; returns how
 * many. Detection only finds people who have keys, so this runs before the
 * first check on a registry filled before detection existed.
 */
export async function backfillDedupKeys(db: Database): Promise<number> {
  let written = 0;
  let afterId: string | null = null;
  for (;;) {
    const page = await pageWithoutKeys(db, afterId, BACKFILL_PAGE);
    if (page.length === 0) return written;
    await writeDedupKeys(
      db,
      page.map((record) => ({ id: record.id, keys: blockingKeys(record) })),
    );
    written += page.length;
    afterId = page[page.length - 1]!.id;
  }
}
