import { blockingKeys, blockIsUsable, candidateKeys, MAX_BLOCK } from '@domain/duplicates/blocking-keys';
import { assessPair, couldReachStoredRisk, nameFrequencies } from '@domain/duplicates/risk-score';
import { seededRandom } from './dedup/random';
import { pairKey, syntheticRegistry } from './dedup/synthetic-registry';

/*
 * Quality of duplicate detection on a synthetic registry with known
 * duplicates (bench/dedup/synthetic-registry.ts): blocking finds the candidate
 * pairs, assessPair scores them, and precision and recall are counted at the
 * Medium band and above, and precision in the Critical band.
 * Usage: npm run bench:dedup [-- --people 50000 --seed 7]
 */

const TARGETS = { precisionMedium: 0.97, recallMedium: 0.93, precisionCritical: 0.99 };

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const people = argument('people', 50_000);
const seed = argument('seed', 7);
const started = performance.now();
const { records, truePairs } = syntheticRegistry(seededRandom(seed), people);

const frequencies = nameFrequencies(records);
const byKey = new Map<string, number[]>();
records.forEach((record, index) => {
  for (const key of blockingKeys(record)) {
    const list = byKey.get(key) ?? [];
    list.push(index);
    byKey.set(key, list);
  }
});

const scored = new Map<string, number>();
records.forEach((record, index) => {
  for (const key of candidateKeys(record)) {
    // The same rule as detection's database lookup (findCandidatesForMany).
    const others = (byKey.get(key) ?? []).filter((other) => other !== index);
    if (!blockIsUsable(key, others.length)) continue;
    for (const other of others.slice(0, MAX_BLOCK)) {
      const pair = pairKey(record.id, records[other]!.id);
      if (scored.has(pair)) continue;
      // As detection does: a pair that cannot reach Medium risk is not scored (and would not be stored).
      scored.set(
        pair,
        couldReachStoredRisk(record, records[other]!, frequencies)
          ? assessPair(record, records[other]!, frequencies).riskScore
          : 0,
      );
    }
  }
});
const seconds = (performance.now() - started) / 1000;

function count(minRisk: number) {
  let found = 0;
  let correct = 0;
  for (const [pair, risk] of scored) {
    if (risk < minRisk) continue;
    found += 1;
    if (truePairs.has(pair)) correct += 1;
  }
  return { found, correct, precision: found ? correct / found : 1, recall: correct / truePairs.size };
}

const medium = count(0.5);
const critical = count(0.9);
const blockedTruePairs = [...truePairs].filter((pair) => scored.has(pair)).length;
const rows: [string, number, number][] = [
  ['precision, Medium and above', medium.precision, TARGETS.precisionMedium],
  ['recall, Medium and above', medium.recall, TARGETS.recallMedium],
  ['precision, Critical', critical.precision, TARGETS.precisionCritical],
];
const lines = [
  `Synthetic registry: ${records.length} records (${people} people, ${truePairs.size} known duplicates), seed ${seed}`,
  `Candidate pairs compared: ${scored.size} (blocking kept ${blockedTruePairs} of ${truePairs.size} true pairs) in ${seconds.toFixed(1)} s`,
  `Alerts at Medium and above: ${medium.found}; in the Critical band: ${critical.found}`,
  '',
  ...rows.map(
    ([label, value, target]) =>
      `${label.padEnd(30)} ${value.toFixed(3)}  target ${target.toFixed(2)}  ${value >= target ? 'ok' : 'BELOW'}`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = rows.every(([, value, target]) => value >= target) ? 0 : 1;
