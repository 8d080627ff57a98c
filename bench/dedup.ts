import type { DedupRecord } from '@domain/duplicates/record-comparison';
import { evaluate, type Evaluation, type Registry, type ScorerName } from './dedup/evaluate';
import { heldOutRegistry } from './dedup/held-out-registry';
import { seededRandom } from './dedup/random';
import { syntheticRegistry } from './dedup/synthetic-registry';

/*
 * Quality of duplicate detection on two synthetic registries with known
 * duplicates: the tuned one (bench/dedup/synthetic-registry.ts), on which the
 * scorer may be adjusted, and a held-out one (bench/dedup/held-out-registry.ts),
 * written apart and never tuned on. The targets are judged on the held-out one.
 * Each registry is scored by the product's hand-set scorer and, side by side,
 * by a Fellegi-Sunter model learnt from the registry by EM (--scorers hand|em|both).
 * Usage: npm run bench:dedup [-- --people 20000 --seed 7 --registry tuned|held-out|both --scorers both --samples 20]
 */

const TARGETS = { precisionMedium: 0.95, recallMedium: 0.92, precisionCritical: 0.99 };

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

const people = Number(argument('people', '50000'));
const seed = Number(argument('seed', '7'));
const which = argument('registry', 'both');
const samples = Number(argument('samples', '0'));
const scorers = argument('scorers', 'both');
if (!['tuned', 'held-out', 'both'].includes(which)) throw new Error('--registry is tuned, held-out or both');
if (!['hand', 'em', 'both'].includes(scorers)) throw new Error('--scorers is hand, em or both');
const scorerNames: ScorerName[] = scorers === 'both' ? ['hand', 'em'] : [scorers as ScorerName];

const registries: [string, () => Registry][] = [
  ['tuned', () => syntheticRegistry(seededRandom(seed), people)],
  ['held-out', () => heldOutRegistry(seed, people)],
];
const results = registries
  .filter(([name]) => which === 'both' || which === name)
  .flatMap(([name, build]) => {
    const registry = build();
    return scorerNames.map((scorer) => [`${name}, ${scorer}`, evaluate(registry, scorer, samples)] as const);
  });

const column = (text: string) => text.padStart(16);
const figure = (value: number) => column(value.toFixed(3));
const rows: [string, (result: Evaluation) => string][] = [
  ['records', (result) => column(String(result.records))],
  ['known duplicate pairs', (result) => column(String(result.truePairs))],
  ['candidate pairs compared', (result) => column(String(result.candidatePairs))],
  ['true pairs kept by blocking', (result) => figure(result.blockedTruePairs / Math.max(result.truePairs, 1))],
  ['seconds', (result) => column(result.seconds.toFixed(1))],
  ['alerts, Medium and above', (result) => column(String(result.medium.found))],
  ['alerts, Critical', (result) => column(String(result.critical.found))],
  ['precision, Medium and above', (result) => figure(result.medium.precision)],
  ['recall, Medium and above', (result) => figure(result.medium.recall)],
  ['F1, Medium and above', (result) => figure(f1(result.medium))],
  ['precision, Critical', (result) => figure(result.critical.precision)],
];
function f1({ precision, recall }: { precision: number; recall: number }) {
  return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
}

const show = (record: DedupRecord) =>
  `${record.firstName} / ${record.lastName} | ${record.dateOfBirth} | ${record.phoneNumber ?? '-'} | ` +
  `${record.locationCamp} ${record.locationArea} ${record.locationBlock} | ${record.householdId ?? '-'}`;

const lines = [
  `${people} people per registry, seed ${seed}`,
  '',
  `${''.padEnd(30)}${results.map(([name]) => column(name)).join('')}`,
  ...rows.map(([label, cell]) => `${label.padEnd(30)}${results.map(([, result]) => cell(result)).join('')}`),
];
for (const [name, result] of results) {
  for (const [title, list] of [
    ['missed', result.missed],
    ['wrong', result.wrong],
  ] as const) {
    if (list.length) lines.push('', `${name}, ${title}:`);
    for (const [a, b, risk] of list) lines.push(`  ${risk.toFixed(3)}  ${show(a)}`, `         ${show(b)}`);
  }
}

// The targets are judged on data the scorer was not tuned on, for the scorer detection uses.
const [judgedName, judged] =
  results.find(([name]) => name === 'held-out, hand') ??
  results.find(([name]) => name.startsWith('held-out')) ??
  results[0]!;
const checks: [string, number, number][] = [
  ['precision, Medium and above', judged.medium.precision, TARGETS.precisionMedium],
  ['recall, Medium and above', judged.medium.recall, TARGETS.recallMedium],
  ['precision, Critical', judged.critical.precision, TARGETS.precisionCritical],
];
lines.push(
  '',
  `Targets, judged on the ${judgedName} registry:`,
  ...checks.map(
    ([label, value, target]) =>
      `${label.padEnd(30)} ${value.toFixed(3)}  target ${target.toFixed(2)}  ${value >= target ? 'ok' : 'BELOW'}`,
  ),
);
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = checks.every(([, value, target]) => value >= target) ? 0 : 1;
