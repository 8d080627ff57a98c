import { describe, expect, it } from 'vitest';
import { duplicateRiskBand } from '@domain/registry';
import { blockingKeys, blockIsUsable, candidateKeys, MAX_GIVEN_NAME_BLOCK } from './blocking-keys';
import { jaroWinkler } from './jaro-winkler';
import type { DedupRecord } from './record-comparison';
import { assessPair, couldReachStoredRisk, MIN_STORED_RISK, nameFrequencies } from './risk-score';

let nextId = 0;
function person(overrides: Partial<DedupRecord> = {}): DedupRecord {
  nextId += 1;
  return {
    id: `p${nextId}`,
    firstName: 'Halima',
    lastName: 'Abdirahman Warsame',
    dateOfBirth: '1991-04-17',
    phoneNumber: '+254712345678',
    locationCamp: 'DAD',
    locationArea: 'IFO',
    locationBlock: 'B12',
    householdId: 'DAD-HH-000101',
    ...overrides,
  };
}

const risk = (a: DedupRecord, b: DedupRecord) => assessPair(a, b).riskScore;

describe('jaroWinkler', () => {
  it('scores the textbook pairs', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', '')).toBe(0);
  });
});

describe('assessPair: the same person registered twice', () => {
  const original = person();

  it('the same record is critical risk with every field matching', () => {
    const twin = person();
    const assessment = assessPair(original, twin);
    expect(duplicateRiskBand(assessment.riskScore)).toBe('critical');
    expect(assessment.matchingFields).toEqual(['phone', 'name', 'date_of_birth', 'location', 'household']);
  });

  it('a name spelt the Somali way, a new ProGres ID, the same phone', () => {
    const a = person({ firstName: 'Mohamed', lastName: 'Hussein Abdullahi', householdId: null });
    const b = person({ firstName: 'Maxamed', lastName: 'Xuseen Cabdullaahi', householdId: null });
    expect(duplicateRiskBand(risk(a, b))).toBe('critical');
  });

  it('day and month swapped, no phone on either record', () => {
    const a = person({ dateOfBirth: '1991-07-04', phoneNumber: null, householdId: null });
    const b = person({ dateOfBirth: '1991-04-07', phoneNumber: null, householdId: null });
    expect(risk(a, b)).toBeGreaterThanOrEqual(0.7);
    expect(assessPair(a, b).matchingFields).toEqual(['name', 'date_of_birth_similar', 'location']);
  });

  it('a second registration without phone or household is still high risk', () => {
    const b = person({ phoneNumber: null, householdId: null });
    expect(['critical', 'high']).toContain(duplicateRiskBand(risk(original, b)));
  });

  it('1 January standing for the birth year', () => {
    const a = person({ dateOfBirth: '1991-01-01', phoneNumber: null, householdId: null });
    const b = person({ dateOfBirth: '1991-04-17', phoneNumber: null, householdId: null });
    expect(risk(a, b)).toBeGreaterThanOrEqual(MIN_STORED_RISK);
  });

  it('given and family names swapped', () => {
    const a = person({ firstName: 'Warsame', lastName: 'Halima', householdId: null });
    const b = person({ firstName: 'Halima', lastName: 'Warsame', householdId: null });
    expect(risk(a, b)).toBeGreaterThanOrEqual(0.9);
  });

  it('a family name with the grandfather added', () => {
    const a = person({ lastName: 'Abdirahman', phoneNumber: null });
    const b = person({ lastName: 'Abdirahman Warsame', phoneNumber: null });
    expect(risk(a, b)).toBeGreaterThanOrEqual(0.9);
  });

  it('moved to another camp with a new registration and a typo in the name', () => {
    const a = person({
      lastName: 'Abdirahman Warsame',
      locationCamp: 'KAK',
      locationArea: 'KK2',
      locationBlock: 'B3',
      householdId: null,
    });
    const b = person({ lastName: 'Abdirahmaan Warsame', householdId: null });
    expect(risk(a, b)).toBeGreaterThanOrEqual(0.9);
  });
});

describe('assessPair: different people', () => {
  it('siblings sharing a household and family name', () => {
    const a = person({ firstName: 'Amina', lastName: 'Hassan Ali', dateOfBirth: '2001-03-02' });
    const b = person({ firstName: 'Fatuma', lastName: 'Hassan Ali', dateOfBirth: '2004-09-12' });
    expect(risk(a, b)).toBeLessThan(MIN_STORED_RISK);
  });

  it('twins: same household, family name and birth date, different given names', () => {
    const a = person({ firstName: 'Hassan', lastName: 'Omar Ali', dateOfBirth: '2010-05-05' });
    const b = person({ firstName: 'Hussein', lastName: 'Omar Ali', dateOfBirth: '2010-05-05' });
    expect(risk(a, b)).toBeLessThan(MIN_STORED_RISK);
  });

  it('a common name with different birth dates in the same camp', () => {
    const a = person({
      firstName: 'Mohamed',
      lastName: 'Ali',
      dateOfBirth: '1985-02-10',
      phoneNumber: null,
      householdId: null,
    });
    const b = person({
      firstName: 'Mohamed',
      lastName: 'Ali',
      dateOfBirth: '1993-11-23',
      phoneNumber: null,
      householdId: 'X',
    });
    expect(risk(a, b)).toBeLessThan(MIN_STORED_RISK);
  });

  it('a common name with a placeholder birth date and nothing else in common', () => {
    const a = person({
      firstName: 'Mohamed',
      lastName: 'Ali',
      dateOfBirth: '1990-01-01',
      phoneNumber: '+254700000001',
      householdId: null,
      locationBlock: 'B1',
    });
    const b = person({
      firstName: 'Mohamed',
      lastName: 'Ali',
      dateOfBirth: '1990-06-15',
      phoneNumber: '+254700000002',
      householdId: null,
      locationBlock: 'B9',
    });
    expect(risk(a, b)).toBeLessThan(MIN_STORED_RISK);
  });
});

describe('blocking keys', () => {
  it('a duplicate shares a key with its original whatever the noise', () => {
    const original = person({ firstName: 'Mohamed', lastName: 'Hussein', phoneNumber: null, householdId: null });
    const variants = [
      person({ firstName: 'Maxamed', lastName: 'Xuseen', phoneNumber: null, householdId: null }),
      person({ firstName: 'Hussein', lastName: 'Mohamed', phoneNumber: null, householdId: null }),
      person({
        firstName: 'Mohamed',
        lastName: 'Hussein',
        dateOfBirth: '1992-04-17',
        phoneNumber: null,
        householdId: null,
      }),
    ];
    const stored = new Set(blockingKeys(original));
    for (const variant of variants) expect(candidateKeys(variant).some((key) => stored.has(key))).toBe(true);
  });

  it("leaves out a common given name's block whole, never a full-name, phone or household block", () => {
    const [fullName, given] = candidateKeys(person());
    expect(given).toMatch(/^g:/);
    expect(blockIsUsable(given!, MAX_GIVEN_NAME_BLOCK)).toBe(true);
    expect(blockIsUsable(given!, MAX_GIVEN_NAME_BLOCK + 1)).toBe(false);
    expect(blockIsUsable(fullName!, 10_000)).toBe(true);
    expect(blockIsUsable('p:+254712345678', 10_000)).toBe(true);
  });

  it('strangers share no key', () => {
    const a = person({ firstName: 'Deng', lastName: 'Garang', phoneNumber: '+254711111111', householdId: 'A' });
    const b = person({ firstName: 'Amina', lastName: 'Yusuf', phoneNumber: '+254722222222', householdId: 'B' });
    const stored = new Set(blockingKeys(a));
    expect(candidateKeys(b).some((key) => stored.has(key))).toBe(false);
  });
});

describe('name frequencies', () => {
  const registry = [
    ...Array.from({ length: 50 }, (_, index) =>
      person({ id: `common${index}`, firstName: 'Mohamed', lastName: 'Ali' }),
    ),
    person({ firstName: 'Sharmarke', lastName: 'Keynan' }),
  ];
  const frequencies = nameFrequencies(registry);

  it('counts the share of people carrying each normalised name', () => {
    expect(frequencies.get('mohamed')).toBeCloseTo(50 / 51);
    expect(frequencies.get('sharmarke')).toBeCloseTo(1 / 51);
  });

  it('weighs a rare shared name above a common one', () => {
    const evidence = { dateOfBirth: '1990-05-05', phoneNumber: null, householdId: null };
    const rareRisk = assessPair(
      person({ firstName: 'Sharmarke', lastName: 'Keynan', ...evidence }),
      person({ firstName: 'Sharmarke', lastName: 'Keynan', ...evidence }),
      frequencies,
    ).riskScore;
    const commonRisk = assessPair(
      person({ firstName: 'Mohamed', lastName: 'Ali', ...evidence }),
      person({ firstName: 'Maxamed', lastName: 'Cali', ...evidence }),
      frequencies,
    ).riskScore;
    expect(rareRisk).toBeGreaterThan(commonRisk);
  });
});

describe('couldReachStoredRisk', () => {
  const names = [
    ['Mohamed', 'Ali'],
    ['Maxamed', 'Cali Hassan'],
    ['Halima', 'Abdirahman Warsame'],
    ['Sharmarke', 'Keynan'],
    ['Amina', 'Hassan Ali'],
  ];
  const dates = ['1990-05-05', '1990-01-01', '1990-05-06', '1991-05-05', '1985-02-10', null];
  const people = names.flatMap(([firstName, lastName], n) =>
    dates.flatMap((dateOfBirth, d) => [
      person({
        firstName,
        lastName,
        dateOfBirth,
        phoneNumber: d % 2 ? '+254700000001' : null,
        householdId: n % 2 ? 'HH-1' : null,
      }),
      person({
        firstName,
        lastName,
        dateOfBirth,
        locationCamp: 'KAK',
        phoneNumber: '+254700000002',
        householdId: null,
      }),
    ]),
  );
  const frequencies = nameFrequencies(people);

  it('is false only for pairs that score under Medium risk, with or without name frequencies', () => {
    let skipped = 0;
    for (const a of people) {
      for (const b of people) {
        for (const weights of [undefined, frequencies]) {
          if (couldReachStoredRisk(a, b, weights)) continue;
          skipped += 1;
          expect(assessPair(a, b, weights).riskScore).toBeLessThan(MIN_STORED_RISK);
        }
      }
    }
    expect(skipped).toBeGreaterThan(0);
  });
});
