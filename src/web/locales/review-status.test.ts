import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/*
 * Every translated namespace says whether a native speaker has reviewed it (review-status.json), so a
 * translator knows where to start and nobody mistakes a first draft for a checked text.
 */
const LOCALES_DIR = path.dirname(new URL(import.meta.url).pathname);
const WEB_DIR = path.resolve(LOCALES_DIR, '..');

interface LanguageStatus {
  reviewed: string[];
  notReviewed: string[];
}

const status = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'review-status.json'), 'utf8')) as Record<
  string,
  LanguageStatus | string
>;

function namespacesOf(language: string): string[] {
  return fs
    .readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

describe.each(['sw', 'so', 'ar'])('review status of %s', (language) => {
  const entry = status[language];
  if (typeof entry !== 'object') throw new Error(`review-status.json has no entry for ${language}`);

  test('every namespace is listed as reviewed or not reviewed, once, and nothing else is', () => {
    const listed = [...entry.reviewed, ...entry.notReviewed].sort();
    expect(listed).toEqual(namespacesOf(language));
  });
});

test('English is the source and has no review status', () => {
  expect(status.en).toBeUndefined();
});

test('the review status stays out of the app: no web source reads it', () => {
  const readers: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        if (fs.readFileSync(full, 'utf8').includes('review-status')) readers.push(path.relative(WEB_DIR, full));
      }
    }
  };
  walk(WEB_DIR);
  expect(readers).toEqual([]);
});
