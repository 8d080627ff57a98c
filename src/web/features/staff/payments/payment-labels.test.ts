import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_FAILURE_CODES } from '@domain/payment-failure';
import { PAYMENT_ATTENTION_CODES } from '@domain/payments';

/*
 * The server answers codes; the pages translate them. Every failure code and
 * every attention code needs a label in each language we ship, or a person
 * would read a raw key.
 */

const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../locales');

function catalogue(language: string, namespace: string): Record<string, Record<string, string>> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));
}

describe.each(['en', 'sw'])('the %s labels of payment codes', (language) => {
  it('name every failure code, for the person and for staff', () => {
    const labels = catalogue(language, 'payments').failures ?? {};
    expect(PAYMENT_FAILURE_CODES.filter((code) => !labels[code]?.trim())).toEqual([]);
    expect(Object.keys(labels).sort()).toEqual([...PAYMENT_FAILURE_CODES].sort());
  });

  it('name every reason a payment waits for staff', () => {
    const labels = catalogue(language, 'staff-payments').attention ?? {};
    expect(PAYMENT_ATTENTION_CODES.filter((code) => !labels[code]?.trim())).toEqual([]);
    expect(Object.keys(labels).sort()).toEqual([...PAYMENT_ATTENTION_CODES].sort());
  });
});
