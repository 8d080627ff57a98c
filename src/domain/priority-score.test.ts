import { describe, expect, it } from 'vitest';
import { priorityScore, type PriorityInput } from './priority-score';

// A household that earns no points anywhere: income 20,000, 2 people, employed full time, assisted before.
const base: PriorityInput = {
  householdIncome: 20_000,
  householdSize: 2,
  employmentStatus: 'employed_full_time',
  previousAssistance: true,
};
const score = (overrides: Partial<PriorityInput>) => priorityScore({ ...base, ...overrides });

describe('priorityScore (spec section 9)', () => {
  it('gives nothing to a household that meets no criterion', () => {
    expect(score({})).toBe(0);
  });

  it.each([
    [0, 30],
    [1, 25],
    [4_999, 25],
    [5_000, 20],
    [9_999, 20],
    [10_000, 10],
    [19_999, 10],
    [20_000, 0],
  ])('household income %i gives %i', (householdIncome, points) => {
    expect(score({ householdIncome })).toBe(points);
  });

  it.each([
    [1, 0],
    [2, 0],
    [3, 10],
    [4, 10],
    [5, 15],
    [6, 15],
    [7, 20],
  ])('household size %i gives %i', (householdSize, points) => {
    expect(score({ householdSize })).toBe(points);
  });

  it.each([
    ['unemployed', 20],
    ['employed_part_time', 10],
    ['employed_full_time', 0],
    ['self_employed', 0],
    ['student', 0],
    ['other', 0],
  ] as const)('employment %s gives %i', (employmentStatus, points) => {
    expect(score({ employmentStatus })).toBe(points);
  });

  it('gives 10 when there was no previous assistance', () => {
    expect(score({ previousAssistance: false })).toBe(10);
  });

  it('adds the criteria: the most vulnerable household gets 80, under the cap of 100', () => {
    expect(
      score({ householdIncome: 0, householdSize: 8, employmentStatus: 'unemployed', previousAssistance: false }),
    ).toBe(80);
  });
});
