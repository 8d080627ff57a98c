import { COMMON_TOKENS } from './common-names';
import { PEOPLE_COUNTED } from './established-names';
import { nameTokens } from './name-normalisation';
import type { DedupRecord } from './record-comparison';

/*
 * Names are not drawn independently: a community gives its own given names
 * and carries its own family names, so "Nyakuol Garang" or "Fatuma Nur" is
 * far commoner than the shares of Nyakuol and Garang multiplied would say.
 * Name frequencies therefore also count each given name together with the
 * first family name, so that agreeing on a common combination weighs what
 * the combination's own share says (a term-frequency adjustment on the pair).
 */

/**
 * The key a name combination is counted under: the first two normalised tokens
 * in sorted order (names get swapped), joined by a space, which no token holds,
 * so the key never meets a single token's entry in the same map.
 */
export function combinationKey(tokens: readonly string[]): string | null {
  if (tokens.length < 2) return null;
  const [first, second] = [tokens[0]!, tokens[1]!];
  return first < second ? `${first} ${second}` : `${second} ${first}`;
}

/** The two tokens of a combination key. */
const combinationTokens = (key: string) => key.split(' ') as [string, string];

/**
 * How often each normalised name token occurs in the registry (a share of all
 * people, 0-1), and each given name with the first family name (under
 * combinationKey), and under PEOPLE_COUNTED how many people were counted. Detection counts them from the registry; without them a
 * fixed list of common names stands in.
 */
export type NameFrequencies = ReadonlyMap<string, number>;

/** Sharing a name that one person in a hundred has is weaker evidence than sharing one of a person in ten thousand. */
export function tokenWeight(token: string, frequencies: NameFrequencies | undefined): number {
  if (!frequencies) return COMMON_TOKENS.has(token) ? 0.7 : 1.6;
  const share = Math.max(frequencies.get(token) ?? 0, 1e-5);
  return Math.min(MAX_TOKEN_WEIGHT, Math.max(0.4, TOKEN_SCALE * Math.log(1 / share)));
}

const TOKEN_SCALE = 0.3;

/**
 * Two records agreeing on a given name and first family name that many people
 * carry together (names cluster by community) get back the evidence the two
 * names' separate shares overstate: the pair weighs what the combination's
 * own share says. Only ever lowers the evidence, so couldReachStoredRisk stays an upper bound.
 */
export function commonCombination(a: string[], b: string[], frequencies: NameFrequencies | undefined): number {
  const key = combinationKey(a);
  if (!frequencies || !key || key !== combinationKey(b)) return 0;
  const share = frequencies.get(key);
  if (!share) return 0;
  const [first, second] = combinationTokens(key);
  const separately = tokenWeight(first, frequencies) + tokenWeight(second, frequencies);
  const together = Math.max(MIN_COMBINATION_WEIGHT, TOKEN_SCALE * Math.log(1 / share));
  return Math.max(0, separately - together);
}

/** Two names agreeing are never weaker evidence than one name of the commonest kind twice over. */
const MIN_COMBINATION_WEIGHT = 0.8;

const MAX_TOKEN_WEIGHT = 2.4;

/** Counts the share of people carrying each name token (for assessPair's weights). */
export function nameFrequencies(records: Iterable<DedupRecord>): NameFrequencies {
  return nameFrequenciesOfCounts(
    Array.from(records, (record) => ({ firstName: record.firstName, lastName: record.lastName, people: 1 })),
  );
}

/** The same from how many people carry each written name (a registry counts them in SQL). */
export function nameFrequenciesOfCounts(
  names: Iterable<{ firstName: string; lastName: string; people: number }>,
): NameFrequencies {
  const counts = new Map<string, number>();
  let people = 0;
  for (const name of names) {
    people += name.people;
    const tokens = nameTokens(name.firstName, name.lastName);
    const combination = combinationKey(tokens);
    for (const key of combination ? new Set([...tokens, combination]) : new Set(tokens))
      counts.set(key, (counts.get(key) ?? 0) + name.people);
  }
  const shares = new Map([...counts].map(([token, count]) => [token, count / Math.max(people, 1)]));
  return shares.set(PEOPLE_COUNTED, people);
}
