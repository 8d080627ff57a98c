import { describe, expect, it } from 'vitest';
import type { GraduationCriterion } from './follow-up';
import { ageBandOf, indicatorFigures, indicatorsBy, median, type Participant } from './indicators';

/*
 * Five participants, figures worked out by hand:
 * - completed: A, B, C, D (E left): completion 4/5;
 * - 3 months: A yes, B yes, C no: survival 2/3; 6 months: A yes, B no: 1/2; 12 months: A yes: 1/1;
 * - employed at 6 months: A no, B yes: 1/2;
 * - income change (latest household income minus baseline): A 12000-8000 = 4000 (12 months),
 *   B 5000-6000 = -1000 (6 months), C 3000-3000 = 0 (3 months); D never answered: median 0;
 * - graduation (trading at 6 months): A graduated, B not, C and D pending: 1/4.
 */
const person = (overrides: Partial<Participant>): Participant => ({
  camp: 'KAK',
  gender: 'female',
  dateOfBirth: '1995-06-01',
  nationality: 'SSD',
  completed: true,
  baselineIncome: 0,
  householdSize: 1,
  rounds: [],
  ...overrides,
});

const A = person({
  baselineIncome: 8000,
  rounds: [
    { monthsAfter: 3, answers: { 'business-trading': true } },
    { monthsAfter: 6, answers: { 'business-trading': true, employed: false } },
    { monthsAfter: 12, answers: { 'business-trading': true, 'household-income': 12_000 } },
  ],
});
const B = person({
  camp: 'DAD',
  gender: 'male',
  nationality: 'SOM',
  dateOfBirth: '2004-01-15',
  baselineIncome: 6000,
  rounds: [
    { monthsAfter: 3, answers: { 'business-trading': true } },
    { monthsAfter: 6, answers: { 'business-trading': false, employed: true, 'household-income': 5000 } },
  ],
});
const C = person({
  camp: 'DAD',
  baselineIncome: 3000,
  rounds: [{ monthsAfter: 3, answers: { 'business-trading': false, 'household-income': 3000 } }],
});
const D = person({ dateOfBirth: null });
const E = person({ completed: false, gender: 'male', camp: 'DAD' });
const PEOPLE = [A, B, C, D, E];
const TRADING_AT_SIX: GraduationCriterion[] = [{ kind: 'answered_yes', question: 'business-trading', atMonths: 6 }];

describe('indicatorFigures', () => {
  it('works out every indicator for the whole programme', () => {
    const figures = indicatorFigures(PEOPLE, TRADING_AT_SIX);
    expect(figures.participants).toBe(5);
    expect(figures.completion).toEqual({ count: 4, of: 5, rate: 0.8 });
    expect(figures.survival[3]).toEqual({ count: 2, of: 3, rate: 2 / 3 });
    expect(figures.survival[6]).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(figures.survival[12]).toEqual({ count: 1, of: 1, rate: 1 });
    expect(figures.employment).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(figures.medianIncomeChange).toBe(0);
    expect(figures.graduation).toEqual({ count: 1, of: 4, rate: 0.25 });
  });

  it('answers null for a rate with nothing to divide by, and no graduation rate without criteria', () => {
    const figures = indicatorFigures([E], []);
    expect(figures.completion).toEqual({ count: 0, of: 1, rate: 0 });
    expect(figures.survival[12].rate).toBeNull();
    expect(figures.medianIncomeChange).toBeNull();
    expect(figures.graduation).toBeNull();
  });
});

describe('indicatorsBy', () => {
  it('breaks the figures down by camp', () => {
    const byCamp = indicatorsBy(PEOPLE, TRADING_AT_SIX, 'camp', '2026-11-27');
    expect(byCamp.map((group) => [group.group, group.participants, group.completion.rate])).toEqual([
      ['DAD', 3, 2 / 3],
      ['KAK', 2, 1],
    ]);
    expect(byCamp[0]!.medianIncomeChange).toBe(-500);
  });

  it('breaks the figures down by gender, nationality and age band, unknown last', () => {
    expect(indicatorsBy(PEOPLE, [], 'gender', '2026-11-27').map((group) => group.group)).toEqual(['female', 'male']);
    expect(indicatorsBy(PEOPLE, [], 'nationality', '2026-11-27').map((group) => group.group)).toEqual(['SOM', 'SSD']);
    const byAge = indicatorsBy(PEOPLE, [], 'age_band', '2026-11-27');
    expect(byAge.map((group) => [group.group, group.participants])).toEqual([
      ['18_24', 1],
      ['25_34', 3],
      ['unknown', 1],
    ]);
  });
});

describe('median and age bands', () => {
  it('takes the mean of the two middle values for an even count', () => {
    expect(median([4000, -1000, 0, 10])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('counts a birthday not yet reached this year', () => {
    expect(ageBandOf('2008-11-28', '2026-11-27')).toBe('under_18');
    expect(ageBandOf('2008-11-27', '2026-11-27')).toBe('18_24');
    expect(ageBandOf('1976-01-01', '2026-11-27')).toBe('50_plus');
  });
});
