/**
 * The languages we ship, each with the locale used for dates and amounts and its writing direction.
 * Arabic numbers are written with Western digits (the `nu-latn` extension), as M-Pesa messages, phone
 * numbers and ProGres IDs show them (docs/decisions/0030-somali-and-arabic.md). No side effects: tests import it.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', locale: 'en-KE', dir: 'ltr' },
  { code: 'sw', label: 'Kiswahili', locale: 'sw-KE', dir: 'ltr' },
  { code: 'so', label: 'Soomaali', locale: 'so-KE', dir: 'ltr' },
  { code: 'ar', label: 'العربية', locale: 'ar-u-nu-latn', dir: 'rtl' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export function isLanguage(value: string | null): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

/**
 * The language a first visit opens in: the one picked on this device before, else the first of the browser's
 * preferred languages (all of them, in order: `navigator.languages`) that we ship, matched on its primary subtag so
 * `so-KE` and `ar-SA` count as Somali and Arabic, else English.
 */
export function pickInitialLanguage(stored: string | null, browserLanguages: readonly string[]): LanguageCode {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export function localeOf(language: string): string {
  return LANGUAGES.find((l) => l.code === language)?.locale ?? 'en-KE';
}

/** Right-to-left for Arabic; every layout uses start/end, so the page mirrors by this alone. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
}
