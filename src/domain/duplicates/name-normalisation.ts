/*
 * Spelling normalisation for names written from Somali, Arabic, Swahili and
 * French into Latin letters, so that one name written several ways compares
 * equal: Mohamed / Mohammed / Muhammad / Maxamed, Hussein / Xuseen,
 * Abdullahi / Cabdullaahi, Jean-Claude / Jean Claude, Trésor / Tresor.
 */

/** Whole-token spellings of the commonest names, mapped to one form. */
const CANONICAL_TOKENS: Record<string, string> = {
  mohammed: 'mohamed',
  muhammad: 'mohamed',
  muhammed: 'mohamed',
  mohammad: 'mohamed',
  mohamad: 'mohamed',
  mahamed: 'mohamed',
  maxamed: 'mohamed',
  mohamud: 'mahmud',
  maxamuud: 'mahmud',
  mahmoud: 'mahmud',
  mohmud: 'mahmud',
  ahmad: 'ahmed',
  axmed: 'ahmed',
  cali: 'ali',
  xasan: 'hasan',
  hassan: 'hasan',
  xuseen: 'husein',
  hussein: 'husein',
  hussien: 'husein',
  husein: 'husein',
  xaliimo: 'halima',
  halimo: 'halima',
  faadumo: 'fatuma',
  fatima: 'fatuma',
  fadumo: 'fatuma',
  cabdi: 'abdi',
  cabdullaahi: 'abdullahi',
  abdulahi: 'abdullahi',
  abdillahi: 'abdullahi',
  yusuf: 'yusuf',
  yousuf: 'yusuf',
  yussuf: 'yusuf',
  ibraahim: 'ibrahim',
  ismaaciil: 'ismail',
  ismael: 'ismail',
  cumar: 'omar',
  umar: 'omar',
  cusmaan: 'osman',
  usman: 'osman',
  othman: 'osman',
};

/** Lower case, accents off (é -> e), and only letters and single spaces left; hyphens and apostrophes split or vanish. */
export function foldName(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`ʼ]/g, '')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/**
 * One token in a comparable spelling: the canonical form of a known name, or
 * the Somali orthography read the English way (x -> h, a leading c dropped,
 * dh -> d, doubled vowels single), then doubled letters single.
 */
export function normaliseToken(token: string): string {
  const known = CANONICAL_TOKENS[token];
  if (known) return known;
  const spelled = token
    .replace(/^c(?=[aeiou])/, '')
    .replace(/x/g, 'h')
    .replace(/dh/g, 'd')
    .replace(/ou/g, 'u')
    .replace(/(.)\1+/g, '$1');
  return CANONICAL_TOKENS[spelled] ?? spelled;
}

/** The tokens of a full name, normalised: "Cabdullaahi Maxamed-Xuseen" -> ["abdullahi", "mohamed", "husein"]. */
export function nameTokens(firstName: string, lastName: string): string[] {
  return foldName(`${firstName} ${lastName}`)
    .split(' ')
    .filter((token) => token.length > 0)
    .map(normaliseToken);
}
