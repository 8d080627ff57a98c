import { SAME_TOKEN, tokenSimilarity } from './record-comparison';

/*
 * A slip of the keyboard makes a spelling few others carry, far fewer than
 * carry the name it was meant for; a spelling that many people of the
 * registry carry, about as many as the other, is a name. So two given
 * names a letter apart that are both well established (Yasin / Yasmin,
 * Akol / Akuol) are two names, and their bearers two people, even where
 * spelling alone would call them variants.
 */

/** Under the key '' name frequencies hold how many people were counted (no name token is empty). */
export const PEOPLE_COUNTED = '';

/** A spelling this many people carry is a name in its own right, not a slip. */
export const ESTABLISHED_NAME = 20;

/**
 * Slips of one name make a small part of its writings (Muhamed for Mohamed): a spelling carried by
 * at least this share of the other's carriers is more than its slips could make.
 */
const SLIPS_OF_A_NAME = 0.1;

/** Above this, two spellings also sound alike (Akol / Akuol): perhaps still one name written two ways. */
const SOUNDS_ALIKE = 0.92;

export type GivenNamesApart = 'two_names' | 'perhaps_misspelt' | null;

/**
 * Whether the two records' given names are two established names that
 * spelling similarity would otherwise match. Names swapped between the given
 * and the family name are left to the comparison: then the given name is found whole in the other record.
 */
export function establishedGivenNamesApart(
  a: readonly string[],
  b: readonly string[],
  frequencies: ReadonlyMap<string, number> | undefined,
): GivenNamesApart {
  const [givenA, givenB] = [a[0], b[0]];
  const people = frequencies?.get(PEOPLE_COUNTED);
  if (!frequencies || !people || !givenA || !givenB || givenA === givenB) return null;
  if (b.includes(givenA) || a.includes(givenB)) return null;
  const [rarer, commoner] = [frequencies.get(givenA) ?? 0, frequencies.get(givenB) ?? 0].sort((x, y) => x - y);
  if (rarer! * people < ESTABLISHED_NAME || rarer! < commoner! * SLIPS_OF_A_NAME) return null;
  const similarity = tokenSimilarity(givenA, givenB);
  if (similarity < SAME_TOKEN) return null;
  return similarity < SOUNDS_ALIKE ? 'two_names' : 'perhaps_misspelt';
}
