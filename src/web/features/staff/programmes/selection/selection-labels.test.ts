import fs from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CAMPS, GENDERS } from '@domain/beneficiary-profile';
import { DECLARATION_RECONCILIATIONS, HOUSEHOLD_RELATIONSHIPS } from '@domain/households';
import { RANKING_FILTER_STATES } from '@domain/programmes/programme-selection';
import { quotaFillText, quotaPercent } from './quota-label';

const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../locales');

type Catalogue = Record<string, Record<string, string> | undefined>;
function catalogue(language: string, namespace: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Catalogue;
}

/** A t that fills the English sentence, enough to check which sentence and which numbers a quota gets. */
function englishT(): TFunction<'staff-selection'> {
  const texts = catalogue('en', 'staff-selection');
  const t = (key: string, values: Record<string, unknown> = {}) => {
    const [group = '', name = ''] = key.split('.');
    const text = texts[group]?.[name] ?? key;
    return text.replace(/{{(\w+)}}/g, (_match: string, field: string) => String(values[field]));
  };
  return t as unknown as TFunction<'staff-selection'>;
}

describe.each(['en', 'sw'])('the %s labels of the selection and household screens', (language) => {
  it('name every ranking state, camp and gender', () => {
    const texts = catalogue(language, 'staff-selection');
    for (const state of RANKING_FILTER_STATES) expect(texts.states?.[state]).toBeTruthy();
    for (const camp of CAMPS) expect(texts.camps?.[camp]).toBeTruthy();
    for (const gender of GENDERS) expect(texts.genders?.[gender]).toBeTruthy();
  });

  it('name every relationship and reconciliation state', () => {
    const texts = catalogue(language, 'households');
    for (const relationship of HOUSEHOLD_RELATIONSHIPS) expect(texts.relationships?.[relationship]).toBeTruthy();
    for (const state of DECLARATION_RECONCILIATIONS) expect(texts.reconciliation?.[state]).toBeTruthy();
  });
});

describe('a quota in the ranking header', () => {
  const t = englishT();

  it('says the group, the places filled and the minimum it must reach', () => {
    const women = { dimension: 'gender' as const, value: 'female', minPlaces: 30 };
    expect(quotaFillText(t, women, 12)).toBe('Women: 12 selected of at least 30');
    expect(quotaPercent(women, 12)).toBe(40);
  });

  it('says both bounds when a quota sets both, and measures the bar against the minimum', () => {
    const kakuma = { dimension: 'camp' as const, value: 'KAK', minPlaces: 10, maxPlaces: 20 };
    expect(quotaFillText(t, kakuma, 5)).toBe('Kakuma: 5 selected (at least 10, at most 20)');
    expect(quotaPercent(kakuma, 5)).toBe(50);
  });

  it('measures a ceiling-only quota against its ceiling', () => {
    const men = { dimension: 'gender' as const, value: 'male', maxPlaces: 8 };
    expect(quotaFillText(t, men, 8)).toBe('Men: 8 selected of at most 8');
    expect(quotaPercent(men, 8)).toBe(100);
  });
});
