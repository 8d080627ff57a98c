import { describe, expect, it } from 'vitest';
import { duplicateRiskBand } from '@domain/registry';
import { type DedupRecord, tokenSimilarity, withinOneEdit } from './record-comparison';
import { assessPair, couldReachStoredRisk, MIN_STORED_RISK, nameFrequencies } from './risk-score';

let nextId = 0;
function person(overrides: Partial<DedupRecord> = {}): DedupRecord {
  nextId += 1;
  return {
    id: `n${nextId}`,
    firstName: 'Martha',
    lastName: 'Madut',
    dateOfBirth: '1988-06-14',
    phoneNumber: '+254711000111',
    locationCamp: 'KAK',
    locationArea: 'KK2',
    locationBlock: 'B7',
    householdId: 'KAK-HH-000777',
    ...overrides,
  };
}

const risk = (a: DedupRecord, b: DedupRecord) => assessPair(a, b).riskScore;

describe('a second registration with several things wrong at once', () => {
  it('typos in both the given and the family name, same birth date, phone and household', () => {
    expect(risk(person(), person({ firstName: 'Mirtha', lastName: 'Madnut' }))).toBeGreaterThanOrEqual(0.7);
    const abukar = person({ firstName: 'Abukar', lastName: 'Dualeh Mohamed' });
    expect(risk(abukar, person({ firstName: 'Abukr', lastName: 'Duaeh' }))).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });

  it('a letter dropped from a short given name (Amani / Amni) with the same birth date and household', () => {
    const a = person({ firstName: 'Amani', lastName: 'Hassan', phoneNumber: null });
    const b = person({ firstName: 'Amni', lastName: 'Hassan', phoneNumber: null });
    expect(risk(a, b)).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });

  it('a birth year off by one and the phone dropped', () => {
    const b = person({ dateOfBirth: '1989-06-14', phoneNumber: null, householdId: null });
    expect(risk(person(), b)).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });

  it('a birth year off by one, a new phone and a move to another camp', () => {
    const b = person({
      dateOfBirth: '1987-06-14',
      phoneNumber: '+254799888777',
      locationCamp: 'DAD',
      locationArea: 'IFO',
      locationBlock: 'B30',
      householdId: null,
    });
    expect(risk(person({ lastName: 'Madut Garang' }), { ...b, lastName: 'Madut Garang' })).toBeGreaterThanOrEqual(
      MIN_STORED_RISK,
    );
  });

  it('a very common name with a blank phone, the same birth date and another block', () => {
    const registry = [
      ...Array.from({ length: 40 }, (_, index) => person({ firstName: 'Mohamed', lastName: `Family${index}` })),
      ...Array.from({ length: 60 }, (_, index) => person({ firstName: `Given${index}`, lastName: 'Ali' })),
    ];
    const frequencies = nameFrequencies(registry);
    const a = person({ firstName: 'Mohamed', lastName: 'Mohamed Ali', phoneNumber: null, householdId: null });
    const b = person({
      firstName: 'Mohamed',
      lastName: 'Mohamed Ali',
      phoneNumber: null,
      householdId: null,
      locationBlock: 'B21',
    });
    expect(assessPair(a, b, frequencies).riskScore).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });
});

describe('birth dates scored by distance', () => {
  it('the closer the dates, the higher the risk', () => {
    const base = person({ phoneNumber: null, householdId: null });
    const at = (dateOfBirth: string) => risk(base, person({ dateOfBirth, phoneNumber: null, householdId: null }));
    expect(at('1988-06-14')).toBeGreaterThan(at('1988-06-17'));
    expect(at('1988-06-17')).toBeGreaterThan(at('1988-07-10'));
    expect(at('1988-07-10')).toBeGreaterThan(at('1988-08-30'));
    expect(at('1988-08-30')).toBeGreaterThan(at('1988-12-30'));
    expect(at('1988-12-30')).toBeGreaterThan(at('1992-06-14'));
  });
});

describe('phones', () => {
  it('a phone missing on one record is neutral, not evidence against', () => {
    const withoutPhones = risk(person({ phoneNumber: null }), person({ phoneNumber: null, householdId: null }));
    const oneMissing = risk(person(), person({ phoneNumber: null, householdId: null }));
    expect(oneMissing).toBe(withoutPhones);
    expect(risk(person(), person({ phoneNumber: '+254700000009', householdId: null }))).toBeLessThan(oneMissing);
  });
});

describe('the sibling guard', () => {
  it('siblings named alike (Yasin / Yasmin) sharing household and phone, born years apart, stay apart', () => {
    const a = person({ firstName: 'Yasin', lastName: 'Abdikarim Hussein', dateOfBirth: '1999-07-12' });
    const b = person({ firstName: 'Yasmin', lastName: 'Abdikarim Hussein', dateOfBirth: '1975-03-02' });
    expect(risk(a, b)).toBeLessThan(MIN_STORED_RISK);
  });

  it('a letter apart (Adut / Dut) and born months apart in one household stay apart', () => {
    const a = person({ firstName: 'Adut', lastName: 'Guled Yonas', dateOfBirth: '1994-01-12' });
    const b = person({ firstName: 'Dut', lastName: 'Guled Yonas', dateOfBirth: '1994-11-02' });
    expect(risk(a, b)).toBeLessThan(MIN_STORED_RISK);
  });

  it('twins with given names far apart stay apart whatever else they share', () => {
    const a = person({ firstName: 'Nasra', lastName: 'Farah', phoneNumber: null });
    const b = person({ firstName: 'Zamzam', lastName: 'Farah', phoneNumber: null });
    expect(risk(a, b)).toBeLessThan(MIN_STORED_RISK);
  });

  it('twins whose given names could be one name misspelt (Khadija / Khalid) are never Critical', () => {
    const a = person({ firstName: 'Khadija', lastName: 'Warsame' });
    const b = person({ firstName: 'Khalid', lastName: 'Warsame' });
    expect(duplicateRiskBand(risk(a, b))).not.toBe('critical');
  });

  it('still holds a bound the scorer never exceeds', () => {
    const pairs: [DedupRecord, DedupRecord][] = [
      [person(), person({ firstName: 'Mirtha', lastName: 'Madnut' })],
      [person({ firstName: 'Khadija' }), person({ firstName: 'Khalid' })],
      [person(), person({ dateOfBirth: '1989-07-01', phoneNumber: '+254700000009' })],
    ];
    for (const [a, b] of pairs)
      if (!couldReachStoredRisk(a, b)) expect(assessPair(a, b).riskScore).toBeLessThan(MIN_STORED_RISK);
  });
});

describe('spelling variants', () => {
  it('one edit apart', () => {
    expect(withinOneEdit('amani', 'aani')).toBe(true);
    expect(withinOneEdit('hodan', 'hodna')).toBe(true);
    expect(withinOneEdit('amina', 'fatuma')).toBe(false);
    expect(tokenSimilarity('amani', 'aani')).toBeGreaterThanOrEqual(0.85);
    expect(tokenSimilarity('hasan', 'husein')).toBeLessThan(0.8);
  });
});
