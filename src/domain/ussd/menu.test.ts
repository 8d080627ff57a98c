import { describe, expect, it } from 'vitest';
import { complaintStep, parseUssdText } from './menu';
import { isTrivialUssdPin } from './pin';

describe('reading the menu path from the inputs so far', () => {
  it('starts with the language, then the main menu in it', () => {
    expect(parseUssdText('', 'one')).toEqual({ step: 'language' });
    expect(parseUssdText('2', 'one')).toEqual({ step: 'menu', language: 'sw' });
    expect(parseUssdText('4', 'unverified')).toEqual({ step: 'menu', language: 'ar' });
  });

  it('asks the PIN before anything personal, and reads it from the path afterwards', () => {
    expect(parseUssdText('1*1', 'one')).toEqual({ step: 'pin', language: 'en', item: 'applications', birthYear: null });
    expect(parseUssdText('1*2*4821', 'one')).toEqual({
      step: 'personal',
      language: 'en',
      item: 'payments',
      birthYear: null,
      pin: '4821',
      rest: [],
    });
  });

  it('asks the birth year first on a number several people share', () => {
    expect(parseUssdText('3*3', 'shared')).toEqual({ step: 'birthYear', language: 'so', item: 'complaints' });
    expect(parseUssdText('3*3*1990', 'shared')).toMatchObject({ step: 'pin', birthYear: 1990 });
    expect(parseUssdText('3*3*1990*4821', 'shared')).toMatchObject({ step: 'personal', birthYear: 1990, pin: '4821' });
    expect(parseUssdText('3*3*90', 'shared')).toEqual({ step: 'invalid', language: 'so' });
  });

  it('needs no PIN for the open programmes', () => {
    expect(parseUssdText('1*5', 'one')).toEqual({ step: 'programmes', language: 'en' });
    expect(parseUssdText('1*1', 'unverified')).toEqual({ step: 'programmes', language: 'en' });
  });

  it('offers an unverified number nothing personal, whatever is typed', () => {
    for (const text of ['1*2', '1*2*4821', '1*6', '1*1*4821']) {
      expect(parseUssdText(text, 'unverified').step).toMatch(/^(invalid|programmes)$/);
      expect(parseUssdText(text, 'unverified')).not.toHaveProperty('item');
    }
  });

  it('refuses a choice not on the screen', () => {
    expect(parseUssdText('5', 'one')).toEqual({ step: 'invalid', language: 'en' });
    expect(parseUssdText('1*7', 'one')).toEqual({ step: 'invalid', language: 'en' });
    expect(parseUssdText('1*0', 'one')).toEqual({ step: 'invalid', language: 'en' });
    expect(parseUssdText('1*1*12a4', 'one')).toEqual({ step: 'invalid', language: 'en' });
  });

  it('reads a new complaint as category then words, keeping a * the person typed', () => {
    const step = parseUssdText('1*4*4821*2*Paid late * twice', 'one');
    expect(step).toMatchObject({ step: 'personal', item: 'newComplaint', rest: ['2', 'Paid late', 'twice'] });
    expect(complaintStep([])).toEqual({ step: 'categories' });
    expect(complaintStep(['2'])).toEqual({ step: 'words', category: 'payments' });
    expect(complaintStep(['2', 'Paid late', 'twice'])).toEqual({
      step: 'send',
      category: 'payments',
      words: 'Paid late*twice',
    });
    expect(complaintStep(['10'])).toEqual({ step: 'invalid' });
  });
});

describe('PINs too easy to guess', () => {
  it('refuses repeats, runs and pairs', () => {
    for (const pin of ['0000', '1111', '1234', '4321', '6789', '1212', '1122'])
      expect(isTrivialUssdPin(pin)).toBe(true);
  });

  it('accepts others', () => {
    for (const pin of ['4821', '9051', '1357', '2024']) expect(isTrivialUssdPin(pin)).toBe(false);
  });
});
