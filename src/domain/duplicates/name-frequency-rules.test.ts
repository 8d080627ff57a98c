import { describe, expect, it } from 'vitest';
import { establishedGivenNamesApart, PEOPLE_COUNTED } from './established-names';
import { combinationKey } from './name-weights';
import type { DedupRecord } from './record-comparison';
import { assessPair, couldReachStoredRisk, MIN_STORED_RISK, nameFrequencies } from './risk-score';

let nextId = 0;
function person(firstName: string, lastName: string, overrides: Partial<DedupRecord> = {}): DedupRecord {
  nextId += 1;
  return {
    id: `q${nextId}`,
    firstName,
    lastName,
    dateOfBirth: '1988-06-10',
    phoneNumber: null,
    locationCamp: 'KAK',
    locationArea: 'KK1',
    locationBlock: 'B7',
    householdId: null,
    ...overrides,
  };
}

/** Names of letters only, each carried by one person: the rest of a registry. */
const letters = (index: number) =>
  [...index.toString(26)].map((digit) => 'klmnoprstuvwxyzabcdefghij'[parseInt(digit, 26)]).join('');
const strangers = (count: number) =>
  Array.from({ length: count }, (_, index) => person(`Ga${letters(index)}`, `Fa${letters(index)}`));
const many = (count: number, firstName: string, lastName: string) =>
  Array.from({ length: count }, () => person(firstName, lastName));

describe('a name combination many people carry together', () => {
  // Nyakuol is nearly always Garang here: the two names' shares multiplied say 1 in 600, the combination 1 in 25.
  const registry = [...many(40, 'Nyakuol', 'Garang'), ...many(40, 'Achol', 'Lual'), ...strangers(920)];
  const frequencies = nameFrequencies([...registry, person('Nyakuol', 'Lual')]);
  const closeDates = { dateOfBirth: '1988-06-10' };
  const fewDaysLater = { dateOfBirth: '1988-06-14' };

  it('counts each given name with the first family name, swapped names under one key', () => {
    expect(combinationKey(['nyakuol', 'garang', 'deng'])).toBe(combinationKey(['garang', 'nyakuol']));
    expect(frequencies.get(combinationKey(['nyakuol', 'garang'])!)).toBeCloseTo(40 / 1001);
    expect(frequencies.get(PEOPLE_COUNTED)).toBe(1001);
  });

  it('two namesakes of a common combination in one block, dates days apart: not an alert', () => {
    const a = person('Nyakuol', 'Garang', closeDates);
    const b = person('Nyakuol', 'Garang', fewDaysLater);
    expect(assessPair(a, b, frequencies).riskScore).toBeLessThan(MIN_STORED_RISK);
  });

  it('the same evidence on a combination nobody else carries is still an alert', () => {
    const a = person('Nyakuol', 'Lual', closeDates);
    const b = person('Nyakuol', 'Lual', fewDaysLater);
    expect(assessPair(a, b, frequencies).riskScore).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });

  it('one person of a common combination registered twice with the same phone stays Critical', () => {
    const a = person('Nyakuol', 'Garang', { phoneNumber: '+254712000001', householdId: 'KAK-HH-1' });
    const b = person('Nyakuol', 'Garang', { phoneNumber: '+254712000001', householdId: 'KAK-HH-1' });
    expect(assessPair(a, b, frequencies).riskScore).toBeGreaterThanOrEqual(0.9);
  });

  it('lowers evidence only, so the cheap bound still never skips an alert', () => {
    const people = [
      person('Nyakuol', 'Garang', closeDates),
      person('Garang', 'Nyakuol', fewDaysLater),
      person('Nyakuol', 'Garang Deng', { dateOfBirth: '1988-01-01' }),
      person('Nyakuol', 'Lual', closeDates),
    ];
    for (const a of people)
      for (const b of people)
        if (!couldReachStoredRisk(a, b, frequencies))
          expect(assessPair(a, b, frequencies).riskScore).toBeLessThan(MIN_STORED_RISK);
  });
});

describe('two established given names a letter apart', () => {
  const household = { householdId: 'DAD-HH-7', phoneNumber: '+254712000002', dateOfBirth: '2004-01-01' };
  const sister = person('Yasmin', 'Omar Abdi', household);
  const brother = person('Yasin', 'Omar Abdi', { ...household, dateOfBirth: '2004-03-09' });

  it('a brother and sister named Yasin and Yasmin in a registry where both names are common: not an alert', () => {
    const frequencies = nameFrequencies([
      ...many(30, 'Yasin', 'Hirsi'),
      ...many(30, 'Yasmin', 'Noor'),
      ...strangers(500),
    ]);
    expect(establishedGivenNamesApart(['yasin', 'omar'], ['yasmin', 'omar'], frequencies)).toBe('perhaps_misspelt');
    expect(assessPair(sister, brother, frequencies).riskScore).toBeLessThan(MIN_STORED_RISK);
  });

  it('where Yasmin is rare beside Yasin, it reads as a slip and the pair is an alert', () => {
    const frequencies = nameFrequencies([
      ...many(300, 'Yasin', 'Hirsi'),
      ...many(20, 'Yasmin', 'Noor'),
      ...strangers(500),
    ]);
    expect(establishedGivenNamesApart(['yasin', 'omar'], ['yasmin', 'omar'], frequencies)).toBeNull();
    expect(assessPair(sister, brother, frequencies).riskScore).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });

  it('two established names a letter apart that do not sound alike are two people, whatever else agrees', () => {
    const frequencies = nameFrequencies([
      ...many(30, 'Sahra', 'Hirsi'),
      ...many(30, 'Samira', 'Noor'),
      ...strangers(500),
    ]);
    const a = person('Sahra', 'Omar Abdi', { dateOfBirth: '1990-05-05' });
    const b = person('Samira', 'Omar Abdi', { dateOfBirth: '1990-05-05' });
    expect(establishedGivenNamesApart(['sahra', 'omar'], ['samira', 'omar'], frequencies)).toBe('two_names');
    expect(assessPair(a, b, frequencies).riskScore).toBeLessThan(MIN_STORED_RISK);
    // Without the registry's counts the two read as one name misspelt: an alert.
    expect(assessPair(a, b).riskScore).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });

  it('names swapped between given and family name are left to the comparison', () => {
    const frequencies = nameFrequencies([
      ...many(30, 'Yasin', 'Hirsi'),
      ...many(30, 'Yasmin', 'Noor'),
      ...strangers(500),
    ]);
    expect(establishedGivenNamesApart(['omar', 'yasin'], ['yasin', 'omar'], frequencies)).toBeNull();
  });
});
