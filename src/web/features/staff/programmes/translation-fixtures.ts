import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';

const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../locales');
const NAMESPACES = ['staff-programmes', 'staff-record', 'staff-registry', 'documents'];

/** The real catalogues of a language, as the pages read them, for tests that check the words a person sees. */
export async function translationsFor(language: 'en' | 'sw'): Promise<TFunction> {
  const instance = i18next.createInstance();
  const resources = {
    [language]: Object.fromEntries(
      NAMESPACES.map((namespace) => [
        namespace,
        JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as object,
      ]),
    ),
  };
  return instance.init({ lng: language, resources, ns: NAMESPACES, interpolation: { escapeValue: false } });
}
