import { describe, expect, it } from 'vitest';
import { APPLICATION_EMPLOYMENT_STATUSES } from '../programme-application';
import { scoreWith } from './scoring';
import {
  SPEC_PRIORITY_FORMULA,
  type ScoringCriterion,
  type ScoringFormula,
  type ScoringInput,
} from './scoring-formula';

const nothingKnown: ScoringInput = {
  householdIncome: null,
  householdSize: null,
  vulnerabilityScore: null,
  age: null,
  employmentStatus: null,
  previousAssistance: null,
  gender: null,
  camp: null,
  nationality: null,
  answers: {},
};
const formulaOf = (criteria: ScoringCriterion[], maxScore = 100): ScoringFormula => ({ maxScore, criteria });
const scoreOf = (criteria: ScoringCriterion[], input: Partial<ScoringInput>, maxScore = 100) =>
  scoreWith(formulaOf(criteria, maxScore), { ...nothingKnown, ...input }).score;

describe('band operators', () => {
  it.each([
    ['eq', 5, [5], [4, 6]],
    ['lt', 5, [4], [5, 6]],
    ['lte', 5, [4, 5], [6]],
    ['gt', 5, [6], [4, 5]],
    ['gte', 5, [5, 6], [4]],
  ] as const)('%s %i', (op, value, matching, notMatching) => {
    const criterion: ScoringCriterion = { field: 'age', weight: 1, bands: [{ op, value, points: 7 }] };
    for (const age of matching) expect(scoreOf([criterion], { age })).toBe(7);
    for (const age of notMatching) expect(scoreOf([criterion], { age })).toBe(0);
  });

  it('"in" matches one of the listed values', () => {
    const criterion: ScoringCriterion = {
      field: 'camp',
      weight: 1,
      bands: [{ op: 'in', values: ['KAK', 'KAL'], points: 5 }],
    };
    expect(scoreOf([criterion], { camp: 'KAL' })).toBe(5);
    expect(scoreOf([criterion], { camp: 'DAD' })).toBe(0);
  });
});

describe('bands and criteria', () => {
  const income: ScoringCriterion = {
    field: 'household_income',
    weight: 1,
    bands: [
      { op: 'lt', value: 5_000, points: 25 },
      { op: 'lt', value: 10_000, points: 20 },
    ],
  };

  it('the first matching band gives its points, later ones are not added', () => {
    expect(scoreOf([income], { householdIncome: 1_000 })).toBe(25);
    expect(scoreOf([income], { householdIncome: 7_000 })).toBe(20);
    expect(scoreOf([income], { householdIncome: 12_000 })).toBe(0);
  });

  it('multiplies by the weight and rounds the total', () => {
    expect(scoreOf([{ ...income, weight: 1.5 }], { householdIncome: 1_000 })).toBe(38);
    expect(scoreOf([{ ...income, weight: 0 }], { householdIncome: 1_000 })).toBe(0);
  });

  it('never goes above the maximum nor below zero', () => {
    const many: ScoringCriterion = { field: 'age', weight: 1, bands: [{ op: 'gte', value: 0, points: 80 }] };
    const penalty: ScoringCriterion = {
      field: 'gender',
      weight: 1,
      bands: [{ op: 'in', values: ['male'], points: -30 }],
    };
    expect(scoreOf([many, many], { age: 20 })).toBe(100);
    expect(scoreOf([many, many], { age: 20 }, 120)).toBe(120);
    expect(scoreOf([penalty], { gender: 'male' })).toBe(0);
    expect(scoreOf([many, penalty], { age: 20, gender: 'male' })).toBe(50);
  });

  it('an unknown value matches no band', () => {
    const all = SPEC_PRIORITY_FORMULA.criteria;
    expect(scoreWith(SPEC_PRIORITY_FORMULA, nothingKnown)).toEqual({
      score: 0,
      breakdown: all.map((criterion) => ({ field: criterion.field, points: 0 })),
    });
  });

  it('income per person divides the household income by its size', () => {
    const perPerson: ScoringCriterion = {
      field: 'income_per_person',
      weight: 1,
      bands: [{ op: 'lt', value: 1_000, points: 10 }],
    };
    expect(scoreOf([perPerson], { householdIncome: 4_995, householdSize: 5 })).toBe(10);
    expect(scoreOf([perPerson], { householdIncome: 5_000, householdSize: 5 })).toBe(0);
    expect(scoreOf([perPerson], { householdIncome: 5_000, householdSize: null })).toBe(0);
  });

  it("keeps each criterion's share in the breakdown", () => {
    const result = scoreWith(SPEC_PRIORITY_FORMULA, {
      ...nothingKnown,
      householdIncome: 0,
      householdSize: 6,
      employmentStatus: 'unemployed',
      previousAssistance: false,
    });
    expect(result.breakdown.map((part) => [part.field, part.points])).toEqual([
      ['household_income', 30],
      ['household_size', 15],
      ['employment_status', 20],
      ['previous_assistance', 10],
    ]);
  });
});

describe('answers to extra questions', () => {
  const question = (questionId: string, bands: ScoringCriterion['bands']): ScoringCriterion => ({
    field: 'question',
    questionId,
    weight: 1,
    bands,
  });

  it('yes/no answers are compared as "yes" and "no"', () => {
    const disabled = question('disability', [{ op: 'in', values: ['yes'], points: 15 }]);
    expect(scoreOf([disabled], { answers: { disability: true } })).toBe(15);
    expect(scoreOf([disabled], { answers: { disability: false } })).toBe(0);
  });

  it('number answers are compared as numbers, choices as text', () => {
    const children = question('children', [{ op: 'gte', value: 3, points: 12 }]);
    const shelter = question('shelter', [{ op: 'in', values: ['tent', 'none'], points: 8 }]);
    expect(scoreOf([children, shelter], { answers: { children: 4, shelter: 'tent' } })).toBe(20);
    expect(scoreOf([children], { answers: { children: 'many' } })).toBe(0);
    expect(scoreOf([children], { answers: { children: '' } })).toBe(0);
  });

  it('an unanswered question, or one without an id, gives nothing', () => {
    const children = question('children', [{ op: 'gte', value: 0, points: 12 }]);
    expect(scoreOf([children], { answers: {} })).toBe(0);
    expect(scoreOf([{ field: 'question', weight: 1, bands: children.bands }], { answers: { children: 3 } })).toBe(0);
  });
});

/** Section 9 of the spec, written out by hand: the formula as data must give the same. */
function specScore(input: {
  householdIncome: number;
  householdSize: number;
  employmentStatus: string;
  previousAssistance: boolean;
}): number {
  const { householdIncome: income, householdSize: size } = input;
  const incomePoints = income === 0 ? 30 : income < 5_000 ? 25 : income < 10_000 ? 20 : income < 20_000 ? 10 : 0;
  const sizePoints = size > 6 ? 20 : size > 4 ? 15 : size > 2 ? 10 : 0;
  const employmentPoints =
    input.employmentStatus === 'unemployed' ? 20 : input.employmentStatus === 'employed_part_time' ? 10 : 0;
  return Math.min(100, incomePoints + sizePoints + employmentPoints + (input.previousAssistance ? 0 : 10));
}

describe('the spec priority formula', () => {
  const incomes = [0, 1, 3_000, 4_999, 5_000, 9_999, 10_000, 19_999, 20_000, 50_000];
  const sizes = [1, 2, 3, 4, 5, 6, 7, 12];

  it('scores every combination as section 9 of the spec', () => {
    for (const householdIncome of incomes)
      for (const householdSize of sizes)
        for (const employmentStatus of APPLICATION_EMPLOYMENT_STATUSES)
          for (const previousAssistance of [true, false]) {
            const declared = { householdIncome, householdSize, employmentStatus, previousAssistance };
            expect(scoreWith(SPEC_PRIORITY_FORMULA, { ...nothingKnown, ...declared }).score).toBe(specScore(declared));
          }
  });

  it('gives 75 to a household with no income, six people, unemployed and never assisted', () => {
    expect(
      scoreWith(SPEC_PRIORITY_FORMULA, {
        ...nothingKnown,
        householdIncome: 0,
        householdSize: 6,
        employmentStatus: 'unemployed',
        previousAssistance: false,
      }).score,
    ).toBe(75);
  });
});
