import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * English and Swahili must be complete for everything we ship: the same
 * namespaces, the same keys, no empty texts. A key added in one language only
 * would show a raw key or fall back to English in front of the person.
 */

const LOCALES_DIR = path.dirname(new URL(import.meta.url).pathname);
const LANGUAGES = ['en', 'sw'];

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

describe('translation catalogues', () => {
  const [english, ...others] = LANGUAGES.map((language) => ({ language, namespaces: load(language) }));

  it.each(others.map((other) => [other!.language, other!]))(
    '%s has every namespace and key English has, and no others',
    (_, other) => {
      expect([...other.namespaces.keys()].sort()).toEqual([...english!.namespaces.keys()].sort());
      for (const [file, keys] of english!.namespaces) {
        const otherKeys = other.namespaces.get(file) ?? new Map();
        expect({ file, missing: [...keys.keys()].filter((key) => !otherKeys.has(key)) }).toEqual({ file, missing: [] });
        expect({ file, extra: [...otherKeys.keys()].filter((key) => !keys.has(key)) }).toEqual({ file, extra: [] });
      }
    },
  );

  it.each(LANGUAGES)('%s has no empty texts', (language) => {
    const empty = [...load(language)].flatMap(([file, keys]) =>
      [...keys].filter(([, text]) => text.trim() === '').map(([key]) => `${file}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});
