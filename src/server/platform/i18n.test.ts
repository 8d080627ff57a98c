import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTranslationKey, languageFromHeader, translate, type ServerLanguage } from './i18n';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['SW', 'sw'],
    ['sw-KE', 'sw'],
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-GB,en;q=0.9', 'en'],
    ['en;q=0.5, sw;q=0.9', 'sw'],
    ['fr-FR, so;q=0.9, sw;q=0.3', 'so'],
    ['fr-FR, de;q=0.9, sw;q=0.3', 'sw'],
    ['ar-SD,ar;q=0.9', 'ar'],
    ['fr, de', 'en'],
    ['*', 'en'],
    [';;,q=,,', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});

describe('translate', () => {
  it('answers in Somali and Arabic, with Arabic plural forms', () => {
    expect(translate('so', 'errors:notFound')).not.toBe(translate('en', 'errors:notFound'));
    // Two takes the dual ("two minutes"), three to ten the plural, as Arabic counts.
    expect(translate('ar', 'errors:tooManyRequests', { count: 2 })).toContain('دقيقتين');
    expect(translate('ar', 'errors:tooManyRequests', { count: 5 })).toContain('دقائق');
  });

  it('finds nested keys and fills parameters', () => {
    expect(translate('en', 'errors:auth.invalidCredentials')).toBe('Invalid email or password');
    expect(translate('en', 'validation:invalidType', { expected: 'string', received: 'number' })).toBe(
      'Expected string, received number',
    );
  });

  it('speaks the spec wording for validation', () => {
    expect(translate('en', 'validation:firstNameMin')).toBe('First name must be at least 2 characters');
    expect(translate('sw', 'validation:phoneInvalid')).toBe('Tafadhali weka nambari sahihi ya simu');
  });

  it('picks the plural form by count in each language', () => {
    expect(translate('en', 'errors:rateLimited', { count: 1 })).toBe(
      'Too many attempts. Please wait 1 minute before trying again.',
    );
    expect(translate('en', 'errors:rateLimited', { count: 2 })).toBe(
      'Too many attempts. Please wait 2 minutes before trying again.',
    );
    expect(translate('sw', 'errors:rateLimited', { count: 11 })).toBe(
      'Majaribio mengi mno. Tafadhali subiri dakika 11 kabla ya kujaribu tena.',
    );
  });

  it('leaves a missing parameter empty rather than showing braces', () => {
    expect(translate('en', 'errors:tooManyRequests_other')).toBe(
      'Too many requests. Please wait  minutes before trying again.',
    );
  });

  it('falls back to English for a language without a catalogue, then to the key itself', () => {
    expect(translate('xx' as ServerLanguage, 'errors:notFound')).toBe('We could not find what you were looking for.');
    expect(translate('sw', 'errors:noSuchKey')).toBe('errors:noSuchKey');
    expect(translate('en', 'errors:auth')).toBe('errors:auth');
    expect(translate('en', 'landing:title')).toBe('landing:title');
  });

  it('reads a bare key from the errors namespace', () => {
    expect(translate('en', 'notFound')).toBe('We could not find what you were looking for.');
  });
});

describe('isTranslationKey', () => {
  it.each([
    ['validation:emailInvalid', true],
    ['errors:auth.invalidCredentials', true],
    ['email:verify.subject', true],
    ['Invalid email or password', false],
    ['landing:title', false],
    ['errors:', false],
    ['errors:has space', false],
  ])('%s -> %s', (text, expected) => {
    expect(isTranslationKey(text)).toBe(expected);
  });
});

describe('the server catalogues', () => {
  type Tree = { [key: string]: string | Tree };
  const localesDir = path.resolve('src/web/locales');
  const read = (language: string, namespace: string) =>
    JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree;
  const flatten = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
    );
  const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

  it.each(['validation', 'errors', 'email'])(
    '%s: every English message has a Swahili one with the same parameters',
    (namespace) => {
      const swahili = new Map(flatten(read('sw', namespace)));
      for (const [key, english] of flatten(read('en', namespace))) {
        const translated = swahili.get(key);
        expect(translated, `sw ${namespace}:${key}`).toBeTruthy();
        expect(translated, `sw ${namespace}:${key}`).not.toBe(english);
        expect(params(translated!), `${namespace}:${key}`).toEqual(params(english));
      }
    },
  );
});
