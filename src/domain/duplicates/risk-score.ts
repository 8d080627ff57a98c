import { establishedGivenNamesApart, type GivenNamesApart } from './established-names';
import { nameTokens } from './name-normalisation';
import { commonCombination, type NameFrequencies, tokenWeight } from './name-weights';
import {
  compareDates,
  compareLocations,
  compareNames,
  type DateAgreement,
  type DedupRecord,
  type LocationAgreement,
  type NameComparison,
  SAME_TOKEN,
} from './record-comparison';

export { nameFrequencies, nameFrequenciesOfCounts, type NameFrequencies } from './name-weights';

/** Keys of what matched, shown with the spec's labels (Phone Number, Name (Similar), Date of Birth...). */
export const MATCHING_FIELDS = [
  'phone',
  'name',
  'name_similar',
  'date_of_birth',
  'date_of_birth_similar',
  'location',
  'location_similar',
  'household',
] as const;
export type MatchingField = (typeof MATCHING_FIELDS)[number];

export interface PairAssessment {
  /** 0-1; pairs under MIN_STORED_RISK are not kept. */
  riskScore: number;
  matchingFields: MatchingField[];
}

/** Pairs below Medium risk are not stored: staff would spend their time on pairs that are almost never one person. */
export const MIN_STORED_RISK = 0.5;

/*
 * Birth dates scored by how far apart they are: an exact date is rare between
 * two people, a few days off is a slip, a few months off is weak evidence,
 * and most of a year apart is what siblings' dates look like.
 */
const DATE_POINTS: Record<DateAgreement, number> = {
  exact: 2.5,
  day_month_swapped: 1.8,
  year_typo: 1.5,
  within_a_week: 1.5,
  within_a_month: 0.9,
  same_year_only: 0.8,
  year_off_and_days_off: 0.6,
  year_only_off_by_one: 0.3,
  within_a_quarter: 0.2,
  within_a_year: -0.5,
  different: -3,
  unknown: 0,
};

/** Dates this close do not look like two siblings' (twins aside, whom their given names tell apart). */
const CLOSE_DATES: ReadonlySet<DateAgreement> = new Set<DateAgreement>([
  'exact',
  'day_month_swapped',
  'year_typo',
  'within_a_week',
  'within_a_month',
  'same_year_only',
  'year_off_and_days_off',
]);
const FAR_DATES: ReadonlySet<DateAgreement> = new Set<DateAgreement>(['within_a_year', 'different']);

const LOCATION_POINTS: Record<LocationAgreement, number> = {
  same_block: 0.8,
  same_camp: 0.3,
  // People move between camps and get a new ProGres ID: a different camp is no evidence either way.
  different: 0,
  unknown: 0,
};

/**
 * Each shared name adds evidence, a rare one more than a common one; a
 * spelling variant a little less than an exact match. A given name without
 * counterpart (siblings) or a name left unmatched (another family) takes it away.
 */
function namePoints(names: NameComparison, sameGivenName: boolean, frequencies: NameFrequencies | undefined): number {
  if (!sameGivenName) return -3;
  return names.aligned.reduce((sum, { token, score }) => {
    // A name quite unlike its counterpart (a grandfather's name changed, another family) takes evidence away;
    // a near miss (Ail / Ali) is a typo that adds nothing.
    if (score < NEAR_MISS) return sum - UNMATCHED_NAME;
    if (score < SAME_TOKEN) return sum;
    return sum + tokenWeight(token, frequencies) * (score >= 0.97 ? 1 : 0.8);
  }, 0);
}

const UNMATCHED_NAME = 1.5;

/** Under SAME_TOKEN yet this close, a given name may be misspelt (Mirtha / Martha); further apart it is another. */
const MISSPELT_GIVEN_NAME = 0.8;

/**
 * The sibling guard. Siblings share a family name, a household and often a
 * phone, so those prove nothing unless the two are not shown to be two
 * people. What shows it: given names that are not spelling variants of each
 * other (far apart, Amina / Fatuma; Hassan / Hussein), or birth dates too far
 * apart for a slip. A given name misspelt (Martha / Mirtha) with a close
 * birth date is one person; a given name close to another (Yasin / Yasmin)
 * with a date years away is a sibling.
 */
function kinship(names: NameComparison, dates: DateAgreement): { sameGivenName: boolean; sharedCounts: boolean } {
  if (FAR_DATES.has(dates)) return { sameGivenName: names.givenNamesMatch, sharedCounts: false };
  if (names.givenNamesMatch) return { sameGivenName: true, sharedCounts: true };
  const misspelt = names.givenNameSimilarity >= MISSPELT_GIVEN_NAME && CLOSE_DATES.has(dates);
  return { sameGivenName: misspelt, sharedCounts: misspelt };
}

/**
 * Two established given names a letter apart are two names (established-names.ts): the pair is no
 * longer read as one given name, and ones that also sound alike only as a given name perhaps misspelt.
 */
function withEstablishedGivenNames(names: NameComparison, apart: GivenNamesApart): NameComparison {
  if (apart === null) return names;
  return {
    ...names,
    givenNamesMatch: false,
    givenNameSimilarity: apart === 'two_names' ? 0 : names.givenNameSimilarity,
  };
}

const NEAR_MISS = 0.7;

/*
 * A name is compared with many candidates, and a candidate read from the
 * database is a new object each time: normalise each written name once, by its text.
 */
const MAX_CACHED_NAMES = 200_000;
const tokenCache = new Map<string, string[]>();
function tokensOfName(record: DedupRecord): string[] {
  const name = `${record.firstName}\u0000${record.lastName}`;
  let tokens = tokenCache.get(name);
  if (!tokens) {
    tokens = nameTokens(record.firstName, record.lastName);
    if (tokenCache.size >= MAX_CACHED_NAMES) tokenCache.clear();
    tokenCache.set(name, tokens);
  }
  return tokens;
}

/*
 * Within one check, one record object meets many others (a full scan's page
 * compares each candidate with every person who found it): its tokens, and
 * the sum of their weights for couldReachStoredRisk, are kept with the object.
 * Records are never changed once read.
 */
interface NameFacts {
  tokens: string[];
  frequencies: NameFrequencies | undefined;
  weight: number;
}
const factsOfRecord = new WeakMap<DedupRecord, NameFacts>();
function nameFacts(record: DedupRecord, frequencies: NameFrequencies | undefined): NameFacts {
  let facts = factsOfRecord.get(record);
  if (!facts || facts.frequencies !== frequencies) {
    const tokens = facts?.tokens ?? tokensOfName(record);
    facts = { tokens, frequencies, weight: tokens.reduce((sum, token) => sum + tokenWeight(token, frequencies), 0) };
    factsOfRecord.set(record, facts);
  }
  return facts;
}

const tokensOf = (record: DedupRecord) => factsOfRecord.get(record)?.tokens ?? tokensOfName(record);

const PHONE_POINTS = 2.5;
const SHARED_FAMILY_NAMES = 2;
const BELOW_CRITICAL = 0.899;

/** Where the evidence total sits on the 0-1 risk scale. */
const EVIDENCE_MIDPOINT = 4;

/**
 * A cheap upper bound of assessPair's evidence, without comparing names letter
 * by letter: every name of the shorter record counted as matched. Most
 * candidates of a big block (a common name, a birth date years apart) fall
 * short of Medium risk on this alone; false only when assessPair would answer
 * under MIN_STORED_RISK, so skipping those pairs changes no result.
 */
export function couldReachStoredRisk(a: DedupRecord, b: DedupRecord, frequencies?: NameFrequencies): boolean {
  // Every name of the shorter one counted as matched.
  const [fa, fb] = [nameFacts(a, frequencies), nameFacts(b, frequencies)];
  const names = fa.tokens.length <= fb.tokens.length ? fa.weight : fb.weight;
  const samePhone = Boolean(a.phoneNumber && a.phoneNumber === b.phoneNumber);
  const phone = samePhone ? PHONE_POINTS : 0;
  const household = a.householdId && a.householdId === b.householdId ? 1.5 : 0;
  const bound =
    names +
    DATE_POINTS[compareDates(a.dateOfBirth, b.dateOfBirth)] +
    LOCATION_POINTS[compareLocations(a, b)] +
    phone +
    household;
  return bound >= EVIDENCE_MIDPOINT + Math.log(STORED_ODDS) - 1e-9;
}

/** The odds of MIN_STORED_RISK less half a rounding step (scores are rounded to 0.001). */
const STORED_ODDS = (MIN_STORED_RISK - 0.0005) / (1 - MIN_STORED_RISK + 0.0005);

/**
 * Field-by-field evidence that two records are one person, summed (agreement
 * adds, disagreement subtracts, missing values are neutral) and mapped to 0-1
 * with a logistic curve: a Fellegi-Sunter style score with hand-set weights,
 * adjusted on the tuned registry of `npm run bench:dedup` and judged on its held-out one (decision 0034).
 */
export function assessPair(a: DedupRecord, b: DedupRecord, frequencies?: NameFrequencies): PairAssessment {
  const [tokensA, tokensB] = [tokensOf(a), tokensOf(b)];
  const apart = establishedGivenNamesApart(tokensA, tokensB, frequencies);
  const names = withEstablishedGivenNames(compareNames(tokensA, tokensB), apart);
  const dates = compareDates(a.dateOfBirth, b.dateOfBirth);
  const locations = compareLocations(a, b);
  const samePhone = Boolean(a.phoneNumber && a.phoneNumber === b.phoneNumber);
  const sameHousehold = Boolean(a.householdId && a.householdId === b.householdId);
  // A family shares a phone and a household: unless the two may be one person, they prove nothing.
  const kin = kinship(names, dates);
  // Two established names in one household or behind one phone are a brother and a sister (Yasin, Yasmin), not a slip.
  const sameGivenName = kin.sameGivenName && !(apart !== null && (sameHousehold || samePhone));
  const sharedCounts = kin.sharedCounts && apart === null;
  // A phone missing is neutral; two different numbers weigh a little against (people do change numbers).
  const phonePoints = samePhone ? (sharedCounts ? PHONE_POINTS : 0) : a.phoneNumber && b.phoneNumber ? -0.5 : 0;
  // Families do not give two children one name: one household and one given name is strong evidence.
  const householdPoints = sameHousehold && sharedCounts ? 1.5 : 0;

  // Members of one household or behind one phone share its family names: two shown to be two people get
  // that evidence taken back.
  const siblings = (sameHousehold || samePhone) && !sharedCounts ? -SHARED_FAMILY_NAMES : 0;
  const evidence =
    siblings +
    namePoints(names, sameGivenName, frequencies) -
    (sameGivenName ? commonCombination(tokensA, tokensB, frequencies) : 0) +
    DATE_POINTS[dates] +
    LOCATION_POINTS[locations] +
    phonePoints +
    householdPoints;
  const likelihood = Math.round((1 / (1 + Math.exp(-(evidence - EVIDENCE_MIDPOINT)))) * 1000) / 1000;
  // Critical means staff may act at once: a given name that is only perhaps misspelt (twins are named alike) stays High.
  const riskScore = names.givenNamesMatch ? likelihood : Math.min(likelihood, BELOW_CRITICAL);

  const matchingFields: MatchingField[] = [];
  if (samePhone) matchingFields.push('phone');
  if (names.exact) matchingFields.push('name');
  else if (sameGivenName && names.allNamesMatch) matchingFields.push('name_similar');
  if (dates === 'exact') matchingFields.push('date_of_birth');
  else if (dates !== 'different' && dates !== 'unknown') matchingFields.push('date_of_birth_similar');
  if (locations === 'same_block') matchingFields.push('location');
  else if (locations === 'same_camp') matchingFields.push('location_similar');
  if (sameHousehold) matchingFields.push('household');
  return { riskScore, matchingFields };
}
