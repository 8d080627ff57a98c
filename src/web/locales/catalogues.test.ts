import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every language we ship must be complete: the same namespaces, the same keys, no empty texts, and the same
 * placeholders. A key added in one language only would show a raw key or fall back to English in front of
 * the person. Plurals are compared by their base key: each language carries the plural forms its own rules
 * need (English and Somali one/other, Arabic zero/one/two/few/many/other), as i18next picks them.
 */

const LOCALES_DIR = path.dirname(new URL(import.meta.url).pathname);
const LANGUAGES = ['en', 'sw', 'so', 'ar'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

function load(language: string): Map<string, Map<string, string>> {
  const dir = path.join(LOCALES_DIR, language);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalogue)]),
  );
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort();

/** Base keys, each with whether it is a plural and the placeholders of its 'other' (or only) form. */
function shape(keys: Map<string, string>): Map<string, { plural: boolean; placeholders: string[] }> {
  const shapes = new Map<string, { plural: boolean; placeholders: string[] }>();
  for (const [key, text] of keys) {
    const plural = PLURAL_SUFFIX.test(key);
    if (plural && !key.endsWith('_other')) continue;
    shapes.set(baseKey(key), { plural, placeholders: placeholders(text) });
  }
  return shapes;
}

describe('translation catalogues', () => {
  const [english, ...others] = LANGUAGES.map((language) => ({ language, namespaces: load(language) }));

  it.each(others.map((other) => [other!.language, other!]))(
    '%s has every namespace and key English has, and no others',
    (_, other) => {
      expect([...other.namespaces.keys()].sort()).toEqual([...english!.namespaces.keys()].sort());
      for (const [file, keys] of english!.namespaces) {
        const theirs = shape(other.namespaces.get(file) ?? new Map());
        const ours = shape(keys);
        expect({ file, missing: [...ours.keys()].filter((key) => !theirs.has(key)) }).toEqual({ file, missing: [] });
        expect({ file, extra: [...theirs.keys()].filter((key) => !ours.has(key)) }).toEqual({ file, extra: [] });
        const differing = [...ours].filter(([key, { placeholders }]) => {
          const their = theirs.get(key);
          return their && their.placeholders.join() !== placeholders.join();
        });
        expect({ file, placeholdersDiffer: differing.map(([key]) => key) }).toEqual({ file, placeholdersDiffer: [] });
      }
    },
  );

  it.each(LANGUAGES)('%s has every plural form its language needs', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    for (const [file, keys] of load(language)) {
      const plurals = new Set([...keys.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
      for (const base of plurals)
        for (const form of needed) if (!keys.has(`${base}_${form}`)) missing.push(`${file}:${base}_${form}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty texts', (language) => {
    const empty = [...load(language)].flatMap(([file, keys]) =>
      [...keys].filter(([, text]) => text.trim() === '').map(([key]) => `${file}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});
