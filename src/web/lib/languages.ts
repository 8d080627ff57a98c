/** The languages we ship, each with the locale used for dates and amounts. No side effects: tests import it. */
export const LANGUAGES = [
  { code: 'en', label: 'English', locale: 'en-KE' },
  { code: 'sw', label: 'Kiswahili', locale: 'sw-KE' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export function isLanguage(value: string | null): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

export function localeOf(language: string): string {
  return LANGUAGES.find((l) => l.code === language)?.locale ?? 'en-KE';
}
