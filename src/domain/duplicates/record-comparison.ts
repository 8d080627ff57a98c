import { jaroWinkler } from './jaro-winkler';
import { phoneticKey } from './phonetic-key';

/** What detection knows of a registry person. Names as written; date ISO; phone E.164. */
export interface DedupRecord {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  locationCamp: string | null;
  locationArea: string | null;
  locationBlock: string | null;
  householdId: string | null;
}

const ABD_PREFIX = /^abd(?:ul|il|i|u)?/;

/**
 * Two normalised tokens: 1 equal; at least 0.92 when they sound alike and are
 * spelt close (Halima / Halimo); else their Jaro-Winkler similarity. Sounding
 * alike alone is not enough: Hassan and Hussein share a key but are two names.
 */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const pair = a < b ? `${a}|${b}` : `${b}|${a}`;
  let score = similarityCache.get(pair);
  if (score === undefined) {
    score = computeSimilarity(a, b);
    // Registries hold a few thousand distinct name tokens and detection compares millions of pairs of them.
    if (similarityCache.size >= MAX_CACHED_PAIRS) similarityCache.clear();
    similarityCache.set(pair, score);
  }
  return score;
}

const MAX_CACHED_PAIRS = 200_000;
const similarityCache = new Map<string, number>();

function computeSimilarity(a: string, b: string): number {
  // Abdikarim and Abdiweli share only "servant of": compare what follows it.
  if (ABD_PREFIX.test(a) && ABD_PREFIX.test(b))
    return tokenSimilarity(a.replace(ABD_PREFIX, ''), b.replace(ABD_PREFIX, ''));
  const spelling = jaroWinkler(a, b);
  if (spelling >= 0.8 && phoneticKey(a) === phoneticKey(b)) return Math.max(0.92, spelling);
  // One letter dropped, added, changed or swapped in a name of five letters or more (Amani / Aani, Ani once
  // normalised) is a slip
  // that Jaro-Winkler scores low on short names.
  if (Math.min(a.length, b.length) >= 3 && Math.max(a.length, b.length) >= 5 && withinOneEdit(a, b))
    return Math.max(0.88, spelling);
  return spelling;
}

/** Whether one edit (a letter dropped, added or changed, or two neighbours swapped) turns one word into the other. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/** Greedy one-to-one pairing of the shorter list's tokens with their best partners in the longer list. */
function alignTokens(shorter: string[], longer: string[]): { token: string; score: number }[] {
  const free = new Set(longer.map((_, index) => index));
  return shorter.map((token) => {
    let best = { index: -1, score: 0 };
    for (const index of free) {
      const score = tokenSimilarity(token, longer[index]!);
      if (score > best.score) best = { index, score };
    }
    if (best.index >= 0) free.delete(best.index);
    return { token, score: best.score };
  });
}

const bestMatch = (token: string, others: string[]) =>
  Math.max(0, ...others.map((other) => tokenSimilarity(token, other)));

/** A token pair this close is the same name written differently. */
export const SAME_TOKEN = 0.85;

export interface NameComparison {
  /** Each record's given name is one of the other's names (in any position: names get swapped). */
  givenNamesMatch: boolean;
  /** How close the given names come to one of the other's names: the lower of the two best matches, 0-1. */
  givenNameSimilarity: number;
  /** Every name of the shorter record has its counterpart in the longer one. */
  allNamesMatch: boolean;
  /** Every token equal after normalisation, in any order, none left over. */
  exact: boolean;
  /** The shorter record's tokens with how well each matched. */
  aligned: { token: string; score: number }[];
}

/**
 * Compares two normalised token lists as bags of names. A Somali family name
 * often holds the father's and grandfather's names, so one record may have a
 * name more than the other, and given and family names get swapped. Siblings
 * share family names but not given names: a given name without counterpart
 * means two people, whatever else matches.
 */
export function compareNames(a: string[], b: string[]): NameComparison {
  if (a.length === 0 || b.length === 0)
    return { givenNamesMatch: false, givenNameSimilarity: 0, allNamesMatch: false, exact: false, aligned: [] };
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const aligned = alignTokens(shorter, longer);
  const givenNameSimilarity = Math.min(bestMatch(a[0]!, b), bestMatch(b[0]!, a));
  return {
    givenNamesMatch: givenNameSimilarity >= SAME_TOKEN,
    givenNameSimilarity,
    allNamesMatch: aligned.every((entry) => entry.score >= SAME_TOKEN),
    exact: shorter.length === longer.length && aligned.every((entry) => entry.score === 1),
    aligned,
  };
}

export type DateAgreement =
  | 'exact'
  | 'same_year_only'
  | 'day_month_swapped'
  | 'year_typo'
  | 'within_a_week'
  | 'within_a_month'
  | 'year_off_and_days_off'
  | 'within_a_quarter'
  | 'year_only_off_by_one'
  | 'within_a_year'
  | 'different'
  | 'unknown';

const isPlaceholder = (date: string) => date.endsWith('-01-01');

/**
 * Dates of birth as registration gets them wrong: day and month swapped,
 * 1 January standing for "born that year" (so two 1 Januaries of one year say
 * only that the year agrees), or the year mistyped. Dates are YYYY-MM-DD, as
 * the database writes them. A full scan compares millions of pairs, so this
 * reads the digits in place rather than splitting strings or building Dates.
 */
export function compareDates(a: string | null, b: string | null): DateAgreement {
  if (!a || !b) return 'unknown';
  const [ay, am, ad] = [digits(a, 0, 4), digits(a, 5, 7), digits(a, 8, 10)];
  const [by, bm, bd] = [digits(b, 0, 4), digits(b, 5, 7), digits(b, 8, 10)];
  if (ay === by && (isPlaceholder(a) || isPlaceholder(b))) return 'same_year_only';
  if (a === b) return 'exact';
  if (ay === by && am === bd && ad === bm) return 'day_month_swapped';
  if (Math.abs(ay - by) === 1 && am === bm && ad === bd && !isPlaceholder(a)) return 'year_typo';
  // Two years apart or more is always over 366 days.
  if (Math.abs(ay - by) > 1) return 'different';
  const days = Math.abs(dayNumber(ay, am, ad) - dayNumber(by, bm, bd));
  if (days <= 7) return 'within_a_week';
  if (days <= 31) return 'within_a_month';
  if (ay !== by) {
    // "Born that year" against a date of the next or the year before: the year may be mistyped.
    if (isPlaceholder(a) || isPlaceholder(b)) return 'year_only_off_by_one';
    // A year mistyped and the day written a little wrong too.
    if (Math.abs(dayNumber(ay, am, ad) - dayNumber(ay, bm, bd)) <= 31) return 'year_off_and_days_off';
  }
  if (days <= 92) return 'within_a_quarter';
  return days <= 366 ? 'within_a_year' : 'different';
}

/** The number written from `start` to `end` of `text`, which holds only digits there. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
}

/** Days from 1970-01-01 to a Gregorian date (Howard Hinnant's days_from_civil), without a Date. */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export type LocationAgreement = 'same_block' | 'same_camp' | 'different' | 'unknown';

export function compareLocations(a: DedupRecord, b: DedupRecord): LocationAgreement {
  if (!a.locationCamp || !b.locationCamp) return 'unknown';
  if (a.locationCamp !== b.locationCamp) return 'different';
  const sameBlock =
    a.locationArea && a.locationArea === b.locationArea && a.locationBlock && a.locationBlock === b.locationBlock;
  return sameBlock ? 'same_block' : 'same_camp';
}
