import { describe, expect, it } from 'vitest';
import { foldName, nameTokens, normaliseToken } from './name-normalisation';
import { phoneticKey } from './phonetic-key';

describe('name normalisation', () => {
  it.each([
    ['Mohamed', 'Mohammed'],
    ['Mohamed', 'Muhammad'],
    ['Mohamed', 'Maxamed'],
    ['Hussein', 'Xuseen'],
    ['Abdullahi', 'Cabdullaahi'],
    ['Abdi', 'Cabdi'],
    ['Halima', 'Xaliimo'],
    ['Fatuma', 'Faadumo'],
    ['Omar', 'Cumar'],
  ])('%s and %s become one spelling', (a, b) => {
    expect(normaliseToken(foldName(a))).toBe(normaliseToken(foldName(b)));
  });

  it('folds accents, hyphens and apostrophes', () => {
    expect(foldName('Trésor')).toBe('tresor');
    expect(foldName("N'Goma")).toBe('ngoma');
    expect(foldName('Jean-Claude')).toBe('jean claude');
  });

  it('splits a Somali family name into its names', () => {
    expect(nameTokens('Cabdullaahi', 'Maxamed Xuseen')).toEqual(['abdullahi', 'mohamed', 'husein']);
  });

  it('keeps names of other scripts as letters', () => {
    expect(foldName('محمد علي')).toBe('محمد علي');
  });
});

describe('phonetic key', () => {
  it.each([
    ['halima', 'halimo'],
    ['deng', 'dheng'],
    ['nyabol', 'nyaboll'],
    ['achol', 'akol'],
  ])('%s sounds like %s', (a, b) => {
    expect(phoneticKey(normaliseToken(a))).toBe(phoneticKey(normaliseToken(b)));
  });

  it.each([
    ['amina', 'fatuma'],
    ['deng', 'garang'],
  ])('%s does not sound like %s', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });
});
