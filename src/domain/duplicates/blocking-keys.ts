import { nameTokens } from './name-normalisation';
import { phoneticKey } from './phonetic-key';
import type { DedupRecord } from './record-comparison';

/*
 * Blocking: only records that share a key are compared, so the cost grows with
 * the number of candidate pairs rather than with n². A record's stored keys
 * and the keys it looks up differ in one way: it looks up the neighbouring
 * birth years too, which finds dates recorded a year off.
 */

function nameKey(record: DedupRecord): string | null {
  const tokens = nameTokens(record.firstName, record.lastName);
  if (tokens.length === 0) return null;
  // The given name and the first family name, in sorted order so swapped names meet.
  const codes = tokens.slice(0, 2).map(phoneticKey).sort();
  return codes.join(':');
}

function givenKey(record: DedupRecord): string | null {
  const [given] = nameTokens(record.firstName, record.lastName);
  return given ? phoneticKey(given) : null;
}

function birthYear(record: DedupRecord): number | null {
  return record.dateOfBirth ? Number(record.dateOfBirth.slice(0, 4)) : null;
}

function keysForYears(record: DedupRecord, years: number[]): string[] {
  const keys: string[] = [];
  const name = nameKey(record);
  const given = givenKey(record);
  for (const year of years) {
    if (name) keys.push(`n:${name}:${year}`);
    // Given name and year: finds a family name written quite differently.
    if (given && record.locationCamp) keys.push(`g:${given}:${year}:${record.locationCamp}`);
  }
  if (name && years.length === 0) keys.push(`n:${name}:-`);
  if (record.phoneNumber) keys.push(`p:${record.phoneNumber}`);
  if (record.householdId) keys.push(`h:${record.householdId}`);
  return keys;
}

/**
 * How many candidates one looked-up key may bring. A given-name key (given
 * name, birth year, camp) only helps when the name is rare: a block larger
 * than MAX_GIVEN_NAME_BLOCK is a common name (Mohamed born in 1990 in Dadaab)
 * whose members the full-name, phone and household keys already find, so the
 * whole block is left out (all or nothing, so the outcome does not depend on
 * which members a database returns first). Any other block gives at most
 * MAX_BLOCK candidates: a phone shared by a whole street says little.
 */
export const MAX_GIVEN_NAME_BLOCK = 30;
export const MAX_BLOCK = 300;

export const isGivenNameKey = (key: string) => key.startsWith('g:');

/** Whether a looked-up key whose block holds `size` other people is used at all. */
export function blockIsUsable(key: string, size: number): boolean {
  return !isGivenNameKey(key) || size <= MAX_GIVEN_NAME_BLOCK;
}

/** The keys stored with a record. */
export function blockingKeys(record: DedupRecord): string[] {
  const year = birthYear(record);
  return keysForYears(record, year === null ? [] : [year]);
}

/** The keys to look up when searching candidates for a record. */
export function candidateKeys(record: DedupRecord): string[] {
  const year = birthYear(record);
  return keysForYears(record, year === null ? [] : [year - 1, year, year + 1]);
}
