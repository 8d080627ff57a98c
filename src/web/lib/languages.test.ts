import { describe, expect, test } from 'vitest';
import { LANGUAGES, pickInitialLanguage } from './languages';

describe('the language of a first visit', () => {
  test('a phone set to Somali (Kenya) opens in Somali, one set to Arabic (Saudi Arabia) in Arabic', () => {
    expect(pickInitialLanguage(null, ['so-KE'])).toBe('so');
    expect(pickInitialLanguage(null, ['ar-SA', 'en-US'])).toBe('ar');
  });

  test('the first language we ship wins, however far down the browser list it is', () => {
    expect(pickInitialLanguage(null, ['fr-FR', 'de', 'sw-TZ', 'en'])).toBe('sw');
    expect(pickInitialLanguage(null, ['am-ET', 'ti', 'ar_EG'])).toBe('ar');
  });

  test('region tags in upper case still match', () => {
    expect(pickInitialLanguage(null, ['SO-ke'])).toBe('so');
  });

  test('a language picked on this device before beats the browser', () => {
    expect(pickInitialLanguage('ar', ['so-KE', 'en'])).toBe('ar');
  });

  test('a stored value that is not one of ours is ignored', () => {
    expect(pickInitialLanguage('fr', ['so-KE'])).toBe('so');
  });

  test('a browser with none of our languages, or with no list at all, gets English', () => {
    expect(pickInitialLanguage(null, ['fr-FR', 'zh-CN'])).toBe('en');
    expect(pickInitialLanguage(null, [])).toBe('en');
  });

  test('every language is named in its own language in the menu', () => {
    expect(Object.fromEntries(LANGUAGES.map((language) => [language.code, language.label]))).toEqual({
      en: 'English',
      sw: 'Kiswahili',
      so: 'Soomaali',
      ar: 'العربية',
    });
  });
});
