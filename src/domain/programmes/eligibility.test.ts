import { describe, expect, it } from 'vitest';
import { ageOn, evaluateEligibility, incomePerPerson } from './eligibility';
import type { EligibilityFacts, EligibilityRule } from './eligibility-rules';

const facts: EligibilityFacts = {
  dateOfBirth: '2000-03-15',
  camp: 'DAD',
  nationality: 'SOM',
  gender: 'female',
  household: { size: 5, monthlyIncome: 10_000 },
  vulnerabilityScore: 3.5,
  verifiedDocumentTypes: ['id_card'],
  enrolments: [],
  registered: true,
};
const unknownFacts: EligibilityFacts = {
  ...facts,
  dateOfBirth: null,
  camp: null,
  nationality: null,
  gender: null,
  household: { size: null, monthlyIncome: null },
  vulnerabilityScore: null,
};
const referenceDate = '2030-03-31';

function judge(rule: EligibilityRule, who: Partial<EligibilityFacts> = {}, on = referenceDate) {
  const { results } = evaluateEligibility([rule], { ...facts, ...who }, { referenceDate: on });
  return results[0]!;
}

describe('ageOn', () => {
  it('counts a year on the birthday itself, not the day before', () => {
    expect(ageOn('2000-03-15', '2030-03-14')).toBe(29);
    expect(ageOn('2000-03-15', '2030-03-15')).toBe(30);
    expect(ageOn('2000-12-31', '2031-01-01')).toBe(30);
  });
});

describe('incomePerPerson', () => {
  it('divides and rounds down, and is unknown without both figures', () => {
    expect(incomePerPerson({ size: 3, monthlyIncome: 10_000 })).toBe(3_333);
    expect(incomePerPerson({ size: null, monthlyIncome: 10_000 })).toBeNull();
    expect(incomePerPerson({ size: 4, monthlyIncome: null })).toBeNull();
  });
});

describe('each rule kind passes, fails, or is unknown', () => {
  it.each<[string, EligibilityRule, Partial<EligibilityFacts>, Partial<EligibilityFacts>]>([
    ['age', { kind: 'age', hard: true, min: 18, max: 35 }, {}, { dateOfBirth: '1990-01-01' }],
    ['camp', { kind: 'camp', hard: true, camps: ['DAD', 'KAK'] }, {}, { camp: 'KAL' }],
    ['nationality', { kind: 'nationality', hard: true, nationalities: ['SOM'] }, {}, { nationality: 'SSD' }],
    ['gender', { kind: 'gender', hard: true, genders: ['female'] }, {}, { gender: 'male' }],
    [
      'household size',
      { kind: 'household_size', hard: true, min: 4, max: 8 },
      {},
      { household: { size: 9, monthlyIncome: 0 } },
    ],
    [
      'income per person',
      { kind: 'income_per_person_below', hard: true, amount: 2_500 },
      {},
      { household: { size: 4, monthlyIncome: 10_000 } },
    ],
    ['vulnerability', { kind: 'vulnerability_at_least', hard: true, score: 3.5 }, {}, { vulnerabilityScore: 3.4 }],
  ])('%s', (_name, rule, passing, failing) => {
    expect(judge(rule, passing).outcome).toBe('pass');
    expect(judge(rule, failing).outcome).toBe('fail');
    expect(evaluateEligibility([rule], unknownFacts, { referenceDate }).results[0]!.outcome).toBe('unknown');
  });

  it('a verified document of the type passes; another type or none fails', () => {
    const rule: EligibilityRule = { kind: 'verified_document', hard: true, documentType: 'id_card' };
    expect(judge(rule)).toMatchObject({ outcome: 'pass', values: { documentType: 'id_card' } });
    expect(judge(rule, { verifiedDocumentTypes: ['passport'] }).outcome).toBe('fail');
  });

  it('registered passes with a ProGres ID and an active record, fails otherwise', () => {
    expect(judge({ kind: 'registered', hard: true }).outcome).toBe('pass');
    expect(judge({ kind: 'registered', hard: true }, { registered: false }).outcome).toBe('fail');
  });

  it('gives the bounds and the figure the reason is written with', () => {
    expect(judge({ kind: 'age', hard: true, min: 18 }).values).toEqual({ min: 18, age: 30 });
    expect(judge({ kind: 'age', hard: true, max: 25 })).toMatchObject({
      outcome: 'fail',
      values: { max: 25, age: 30 },
    });
    expect(judge({ kind: 'income_per_person_below', hard: true, amount: 2_000 }).values).toEqual({
      amount: 2_000,
      perPerson: 2_000,
    });
    expect(judge({ kind: 'vulnerability_at_least', hard: true, score: 4 }).values).toEqual({ score: 4, own: 3.5 });
    expect(judge({ kind: 'camp', hard: true, camps: ['DAD', 'KAK'] }).values).toEqual({ camps: 'DAD, KAK' });
    expect(judge({ kind: 'camp', hard: true, camps: ['DAD', 'KAK'] }, { camp: null })).toEqual({
      kind: 'camp',
      hard: true,
      outcome: 'unknown',
      values: { camps: 'DAD, KAK' },
    });
  });

  it('income exactly at the amount is not below it', () => {
    expect(judge({ kind: 'income_per_person_below', hard: true, amount: 2_000 }).outcome).toBe('fail');
    expect(judge({ kind: 'income_per_person_below', hard: true, amount: 2_001 }).outcome).toBe('pass');
  });
});

describe('age on the reference date', () => {
  const rule: EligibilityRule = { kind: 'age', hard: true, min: 18, max: 29 };
  it('is one year older from the birthday on', () => {
    expect(judge(rule, {}, '2030-03-14')).toMatchObject({ outcome: 'pass', values: { age: 29 } });
    expect(judge(rule, {}, '2030-03-15')).toMatchObject({ outcome: 'fail', values: { age: 30 } });
    expect(judge({ ...rule, min: 18 }, { dateOfBirth: '2012-03-15' }, '2030-03-15').outcome).toBe('pass');
    expect(judge({ ...rule, min: 18 }, { dateOfBirth: '2012-03-16' }, '2030-03-15').outcome).toBe('fail');
  });
});

describe('not enrolled recently', () => {
  const rule: EligibilityRule = { kind: 'not_enrolled_recently', hard: true, programmeId: 'cash-transfer', months: 1 };
  const approvedOn = (approvedAt: string, programmeId = 'cash-transfer') => ({
    enrolments: [{ programmeId, approvedAt }],
  });

  it('fails within the months, counting back from the 31st to the last day of a shorter month', () => {
    // One month before 31 March is 28 February (2030 is not a leap year).
    expect(judge(rule, approvedOn('2030-02-28T09:00:00.000Z')).outcome).toBe('fail');
    expect(judge(rule, approvedOn('2030-02-27T09:00:00.000Z')).outcome).toBe('pass');
  });

  it('counts the approval on its Kenyan day', () => {
    // 22:30 UTC on 27 February is 01:30 on 28 February in Nairobi.
    expect(judge(rule, approvedOn('2030-02-27T22:30:00.000Z')).outcome).toBe('fail');
  });

  it('crosses the year', () => {
    const threeMonths = { ...rule, months: 3 };
    expect(judge(threeMonths, approvedOn('2029-11-15T09:00:00.000Z'), '2030-01-31').outcome).toBe('fail');
    expect(judge(threeMonths, approvedOn('2029-10-30T09:00:00.000Z'), '2030-01-31').outcome).toBe('pass');
  });

  it('passes for another programme, or no enrolment at all', () => {
    expect(judge(rule, approvedOn('2030-03-30T09:00:00.000Z', 'skills-training')).outcome).toBe('pass');
    expect(judge(rule)).toMatchObject({ outcome: 'pass', values: { programmeId: 'cash-transfer', months: 1 } });
  });
});

describe('hard and advisory rules', () => {
  const hardAge: EligibilityRule = { kind: 'age', hard: true, min: 18, max: 35 };
  const advisoryCamp: EligibilityRule = { kind: 'camp', hard: false, camps: ['KAK'] };

  it('a failing advisory rule is reported but does not keep the person out', () => {
    const result = evaluateEligibility([hardAge, advisoryCamp], facts, { referenceDate });
    expect(result.eligible).toBe(true);
    expect(result.results.map((rule) => [rule.kind, rule.hard, rule.outcome])).toEqual([
      ['age', true, 'pass'],
      ['camp', false, 'fail'],
    ]);
  });

  it('a hard rule that fails, or whose fact is unknown, keeps the person out', () => {
    expect(evaluateEligibility([{ ...hardAge, max: 25 }], facts, { referenceDate }).eligible).toBe(false);
    expect(evaluateEligibility([hardAge], unknownFacts, { referenceDate }).eligible).toBe(false);
    expect(evaluateEligibility([{ ...hardAge, hard: false }], unknownFacts, { referenceDate }).eligible).toBe(true);
  });

  it('no rules: everyone is eligible', () => {
    expect(evaluateEligibility([], unknownFacts, { referenceDate })).toEqual({ eligible: true, results: [] });
  });
});
