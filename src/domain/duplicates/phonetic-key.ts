/*
 * A small phonetic code for blocking: names that sound alike get the same key
 * (Halima / Halimo, Deng / Dheng, Nyabol / Nyaboll), so candidate pairs are
 * found by key equality instead of comparing every pair.
 */

const GROUPS: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/[ck]h/g, 'k'],
  [/kw|qu/g, 'k'],
  [/sh|sch/g, 's'],
  [/gh/g, 'g'],
  [/th/g, 't'],
  [/[ckq]/g, 'k'],
  [/[sz]/g, 's'],
  [/[dt]/g, 't'],
  [/[bp]/g, 'p'],
  [/[fv]/g, 'f'],
  [/[gj]/g, 'j'],
  [/[mn]/g, 'n'],
  [/[lr]/g, 'l'],
  [/[wy]/g, ''],
  [/h/g, ''],
];

/**
 * The first letter's vowel-ness and the consonant skeleton: a normalised token
 * (see nameTokens) in, a key out. Vowels inside the word are dropped, so
 * Somali -o / -a endings and i / e variants meet.
 */
export function phoneticKey(token: string): string {
  let key = keyCache.get(token);
  if (key === undefined) {
    key = computeKey(token);
    // Name tokens are few (thousands), comparisons many (millions): remember each key.
    if (keyCache.size < 100_000) keyCache.set(token, key);
  }
  return key;
}

const keyCache = new Map<string, string>();

function computeKey(token: string): string {
  if (token.length === 0) return '';
  const startsWithVowel = /^[aeiou]/.test(token);
  let code = token;
  for (const [pattern, replacement] of GROUPS) code = code.replace(pattern, replacement);
  const skeleton = code.replace(/[aeiou]/g, '').replace(/(.)\1+/g, '$1');
  return `${startsWithVowel ? 'v' : ''}${skeleton}`.slice(0, 6) || 'v';
}
