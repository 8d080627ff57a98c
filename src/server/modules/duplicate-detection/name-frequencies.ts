import { nameFrequencies, type NameFrequencies } from '../../../domain/duplicates/risk-score';
import type { Database } from '../../db/client';
import { pageOfNames } from './queries';

const PAGE = 20_000;
/** Name frequencies move slowly: counting them again every ten minutes is plenty. */
const MAX_AGE_MS = 10 * 60_000;

let cached: { frequencies: NameFrequencies; at: number; db: Database } | null = null;

/**
 * How common each name token is across the registry, counted in pages so a
 * million names never sit in memory at once (only the token counts do).
 */
export async function registryNameFrequencies(db: Database, now = Date.now()): Promise<NameFrequencies> {
  if (cached && cached.db === db && now - cached.at < MAX_AGE_MS) return cached.frequencies;
  const counts = new Map<string, number>();
  let people = 0;
  let afterId: string | null = null;
  for (;;) {
    const page = await pageOfNames(db, afterId, PAGE);
    if (page.length === 0) break;
    const shares = nameFrequencies(page.map((row) => ({ ...row, dateOfBirth: null, phoneNumber: null, locationCamp: null, locationArea: null, locationBlock: null, householdId: null })));
    for (const [token, share] of shares) counts.set(token, (counts.get(token) ?? 0) + Math.round(share * page.length));
    people += page.length;
    afterId = page[page.length - 1]!.id;
  }
  const frequencies = new Map([...counts].map(([token, count]) => [token, count / Math.max(people, 1)]));
  cached = { frequencies, at: now, db };
  return frequencies;
}

/** After a big import the counts are stale at once. */
export function forgetNameFrequencies(): void {
  cached = null;
}
