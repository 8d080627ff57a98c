import { nameTokens } from '@domain/duplicates/name-normalisation';
import { compareDates, compareLocations, compareNames, type DedupRecord } from '@domain/duplicates/record-comparison';

/*
 * A Fellegi-Sunter model with its m and u probabilities learnt from the
 * registry's own candidate pairs by expectation-maximisation, and a
 * term-frequency adjustment for a given name that agrees exactly (sharing a
 * rare name says more than sharing Mohamed), as Splink does. Compared with the
 * hand-set scorer in bench:dedup (decision 0034); not used by detection.
 */

/** Each field's comparison as a level (0 = agrees best); null = a value missing, which says nothing. */
type Levels = (number | null)[];
const FIELD_LEVELS = [4, 3, 8, 2, 2, 3];

const DATE_LEVEL: Record<string, number | null> = {
  exact: 0,
  day_month_swapped: 1,
  year_typo: 1,
  within_a_week: 1,
  same_year_only: 2,
  within_a_month: 2,
  year_off_and_days_off: 3,
  year_only_off_by_one: 4,
  within_a_quarter: 5,
  within_a_year: 6,
  different: 7,
  unknown: null,
};

function levels(a: DedupRecord, b: DedupRecord, tokensOf: (record: DedupRecord) => string[]): Levels {
  const names = compareNames(tokensOf(a), tokensOf(b));
  const given =
    tokensOf(a)[0] === tokensOf(b)[0]
      ? 0
      : names.givenNameSimilarity >= 0.92
        ? 1
        : names.givenNameSimilarity >= 0.8
          ? 2
          : 3;
  const rest = names.aligned.slice(1);
  const family = rest.every(({ score }) => score === 1) ? 0 : rest.every(({ score }) => score >= 0.85) ? 1 : 2;
  const location = compareLocations(a, b);
  return [
    given,
    family,
    DATE_LEVEL[compareDates(a.dateOfBirth, b.dateOfBirth)]!,
    a.phoneNumber && b.phoneNumber ? (a.phoneNumber === b.phoneNumber ? 0 : 1) : null,
    a.householdId && b.householdId ? (a.householdId === b.householdId ? 0 : 1) : null,
    location === 'unknown' ? null : location === 'same_block' ? 0 : location === 'same_camp' ? 1 : 2,
  ];
}

/** The share of pairs at each level of each field. */
function levelShares(vectors: Levels[]): number[][] {
  const counts = FIELD_LEVELS.map((size) => new Array<number>(size).fill(1));
  for (const vector of vectors)
    vector.forEach((level, field) => {
      if (level !== null) counts[field]![level]! += 1;
    });
  return counts.map((row) => {
    const total = row.reduce((x, y) => x + y, 0);
    return row.map((count) => count / total);
  });
}

/** Starting guesses: matches agree, non-matches mostly do not. */
const agreeing = (size: number) => Array.from({ length: size }, (_, level) => (level === 0 ? 0.7 : 0.3 / (size - 1)));

/** Learns the model from the candidate pairs and returns a scorer of one pair (0-1, the chance of one person). */
export function trainFellegiSunter(records: DedupRecord[], pairs: [number, number][], iterations = 12) {
  const tokenCache = new Map<DedupRecord, string[]>();
  const tokensOf = (record: DedupRecord) => {
    let tokens = tokenCache.get(record);
    if (!tokens) tokenCache.set(record, (tokens = nameTokens(record.firstName, record.lastName)));
    return tokens;
  };
  const givenShare = new Map<string, number>();
  for (const record of records) {
    const given = tokensOf(record)[0];
    if (given) givenShare.set(given, (givenShare.get(given) ?? 0) + 1 / records.length);
  }
  const vectors = pairs.map(([a, b]) => levels(records[a]!, records[b]!, tokensOf));
  // u (how fields agree between two people) from the candidate pairs themselves: blocking makes them agree
  // on names far more than random pairs do, and all but a few in a hundred are two people. Only m and the
  // share of matches are learnt by EM.
  const u = levelShares(vectors);
  const m = FIELD_LEVELS.map(agreeing);
  let prior = 0.05;
  const weightOf = (vector: Levels) => {
    let logRatio = Math.log(prior / (1 - prior));
    vector.forEach((level, field) => {
      if (level !== null) logRatio += Math.log(m[field]![level]! / u[field]![level]!);
    });
    return 1 / (1 + Math.exp(-logRatio));
  };
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const mCounts = FIELD_LEVELS.map((size) => new Array<number>(size).fill(1e-3));
    let matches = 0;
    for (const vector of vectors) {
      const p = weightOf(vector);
      matches += p;
      vector.forEach((level, field) => {
        if (level !== null) mCounts[field]![level]! += p;
      });
    }
    prior = Math.min(0.5, Math.max(1e-4, matches / vectors.length));
    FIELD_LEVELS.forEach((_, field) => {
      const total = mCounts[field]!.reduce((x, y) => x + y, 0);
      m[field] = mCounts[field]!.map((count) => count / total);
    });
  }
  // How often two people picked at random share a given name: the sum of the squared shares.
  const chanceAgreement = [...givenShare.values()].reduce((sum, share) => sum + share * share, 0);
  return (a: DedupRecord, b: DedupRecord): number => {
    const vector = levels(a, b, tokensOf);
    let probability = weightOf(vector);
    if (vector[0] === 0) {
      // Term frequency: the learnt weight is for an average name; a rare one agrees by chance far less
      // often than that, a common one more.
      const share = givenShare.get(tokensOf(a)[0]!) ?? 0;
      const adjust = Math.log(Math.max(chanceAgreement, 1e-6) / Math.max(share, 1e-6));
      const odds = Math.log(probability / (1 - probability)) + Math.max(-3, Math.min(3, adjust));
      probability = 1 / (1 + Math.exp(-odds));
    }
    return Math.round(probability * 1000) / 1000;
  };
}
