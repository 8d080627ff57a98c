import { nameFrequenciesOfCounts, type NameFrequencies } from '@domain/duplicates/risk-score';
import type { Database } from '@server/db/client';
import { countNames } from './queries';

/** Name frequencies move slowly: counting them again every ten minutes is plenty. */
const MAX_AGE_MS = 10 * 60_000;

let cached: { frequencies: NameFrequencies; at: number; db: Database } | null = null;

/**
 * How common each name token is across the registry. The database counts the
 * people per written name, so only distinct names travel and get normalised.
 */
export async function registryNameFrequencies(db: Database, now = Date.now()): Promise<NameFrequencies> {
  if (cached && cached.db === db && now - cached.at < MAX_AGE_MS) return cached.frequencies;
  const frequencies = nameFrequenciesOfCounts(await countNames(db));
  cached = { frequencies, at: now, db };
  return frequencies;
}

/** After a big import the counts are stale at once. */
export function forgetNameFrequencies(): void {
  cached = null;
}
