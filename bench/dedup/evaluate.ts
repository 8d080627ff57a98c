import { blockingKeys, blockIsUsable, candidateKeys, MAX_BLOCK } from '@domain/duplicates/blocking-keys';
import type { DedupRecord } from '@domain/duplicates/record-comparison';
import { assessPair, couldReachStoredRisk, nameFrequencies } from '@domain/duplicates/risk-score';
import { trainFellegiSunter } from './fellegi-sunter';

/** hand: the product's scorer (risk-score.ts); em: a Fellegi-Sunter model learnt from the registry. */
export type ScorerName = 'hand' | 'em';

export interface Registry {
  records: DedupRecord[];
  /** "idA|idB" with idA < idB for every pair that is one person. */
  truePairs: Set<string>;
}

export interface Evaluation {
  records: number;
  truePairs: number;
  candidatePairs: number;
  blockedTruePairs: number;
  seconds: number;
  medium: { found: number; precision: number; recall: number };
  critical: { found: number; precision: number; recall: number };
  /** Some true pairs under Medium and some alerts that are two people, to read while changing the scorer. */
  missed: [DedupRecord, DedupRecord, number][];
  wrong: [DedupRecord, DedupRecord, number][];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Blocking finds the candidate pairs, the scorer scores them (as detection
 * does: a pair that cannot reach Medium risk is not scored, and would not be
 * stored), and precision and recall are counted at Medium and above and in
 * the Critical band.
 */
export function evaluate(registry: Registry, scorer: ScorerName, samples = 0): Evaluation {
  const started = performance.now();
  const { records, truePairs } = registry;
  const frequencies = nameFrequencies(records);
  const byKey = new Map<string, number[]>();
  records.forEach((record, index) => {
    for (const key of blockingKeys(record)) {
      const list = byKey.get(key) ?? [];
      list.push(index);
      byKey.set(key, list);
    }
  });
  const candidates = new Map<string, [number, number]>();
  records.forEach((record, index) => {
    for (const key of candidateKeys(record)) {
      // The same rule as detection's database lookup (findCandidatesForMany).
      const others = (byKey.get(key) ?? []).filter((other) => other !== index);
      if (!blockIsUsable(key, others.length)) continue;
      for (const other of others.slice(0, MAX_BLOCK)) {
        const pair = pairKey(record.id, records[other]!.id);
        if (!candidates.has(pair)) candidates.set(pair, [index, other]);
      }
    }
  });
  const score =
    scorer === 'em'
      ? trainFellegiSunter(records, [...candidates.values()])
      : (a: DedupRecord, b: DedupRecord) =>
          // As detection does: a pair that cannot reach Medium risk is not scored (and would not be stored).
          couldReachStoredRisk(a, b, frequencies) ? assessPair(a, b, frequencies).riskScore : 0;
  const scored = new Map<string, [number, number, number]>();
  for (const [pair, [a, b]] of candidates) scored.set(pair, [a, b, score(records[a]!, records[b]!)]);
  const seconds = (performance.now() - started) / 1000;

  const count = (minRisk: number) => {
    let found = 0;
    let correct = 0;
    for (const [pair, [, , risk]] of scored) {
      if (risk < minRisk) continue;
      found += 1;
      if (truePairs.has(pair)) correct += 1;
    }
    return { found, precision: found ? correct / found : 1, recall: correct / Math.max(truePairs.size, 1) };
  };
  const missed: Evaluation['missed'] = [];
  const wrong: Evaluation['wrong'] = [];
  for (const [pair, [a, b, risk]] of scored) {
    const isTrue = truePairs.has(pair);
    if (isTrue && risk < 0.5 && missed.length < samples) missed.push([records[a]!, records[b]!, risk]);
    if (!isTrue && risk >= 0.5 && wrong.length < samples) wrong.push([records[a]!, records[b]!, risk]);
  }
  return {
    records: records.length,
    truePairs: truePairs.size,
    candidatePairs: scored.size,
    blockedTruePairs: [...truePairs].filter((pair) => scored.has(pair)).length,
    seconds,
    medium: count(0.5),
    critical: count(0.9),
    missed,
    wrong,
  };
}
