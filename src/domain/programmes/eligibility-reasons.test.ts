import { describe, expect, it } from 'vitest';
import { reasonKey } from './eligibility-reasons';

describe('reasonKey', () => {
  it('names the bounds a ranged rule sets', () => {
    expect(reasonKey({ kind: 'age', outcome: 'fail', values: { min: 18, max: 35, age: 40 } }).key).toBe(
      'eligibility:rules.age.fail_range',
    );
    expect(reasonKey({ kind: 'age', outcome: 'pass', values: { min: 18, age: 40 } }).key).toBe(
      'eligibility:rules.age.pass_min',
    );
    expect(reasonKey({ kind: 'household_size', outcome: 'unknown', values: { max: 6 } }).key).toBe(
      'eligibility:rules.household_size.unknown_max',
    );
    expect(reasonKey({ kind: 'household_size', outcome: 'pass', values: { size: 4 } }).key).toBe(
      'eligibility:rules.household_size.pass',
    );
  });

  it('uses the outcome alone for the other rules, with their values', () => {
    expect(reasonKey({ kind: 'camp', outcome: 'fail', values: { camps: 'DAD' } })).toEqual({
      key: 'eligibility:rules.camp.fail',
      values: { camps: 'DAD' },
    });
    expect(reasonKey({ kind: 'registered', outcome: 'pass', values: {} }).key).toBe(
      'eligibility:rules.registered.pass',
    );
  });
});
