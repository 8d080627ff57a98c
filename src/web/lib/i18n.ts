import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import localeDirs from 'virtual:locale-dirs';

import { directionOf, isLanguage, LANGUAGES, pickInitialLanguage, type LanguageCode } from './languages';

export { LANGUAGES, type LanguageCode };

const STORAGE_KEY = 'lang';

/*
 * Each language and namespace is its own small JSON file, fetched only when a page needs it: a phone on
 * metered data never downloads the languages it does not read. The code knows only one folder per
 * language (lib/locale-assets.ts), not a list of every file, so the first page's script does not grow
 * as namespaces are added. The server's page hints preload a page's files with the same address.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const folder = localeDirs[language];
    if (!folder) return callback(null, {});
    fetch(`/${folder}/${namespace}.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Translations ${language}/${namespace}: HTTP ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      })
      // i18next tries a failed file again a few times (a dropped connection on 3G), then shows the keys' fallbacks.
      .then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/** The language the app starts in: the one picked on this device, else the browser's. */
export function initialLanguage(): LanguageCode {
  const browserLanguages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return pickInitialLanguage(localStorage.getItem(STORAGE_KEY), browserLanguages);
}

/** Whether this browser already has a language the person picked (on the switcher or in Settings). */
export function hasChosenLanguage(): boolean {
  return isLanguage(localStorage.getItem(STORAGE_KEY));
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  localStorage.setItem(STORAGE_KEY, code);
  await i18next.changeLanguage(code);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // The server writes the first screen of the next page (before any script runs) in this language.
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
});

export const i18nReady = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    // Validation messages load with the first form (auth pages and portals), not on the landing page.
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export { i18next };
