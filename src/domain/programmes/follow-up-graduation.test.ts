import { describe, expect, it } from 'vitest';
import type { GraduationCriterion } from './follow-up';
import { evaluateGraduation } from './follow-up-graduation';

/** The spec's example: the business trading at 6 months, and household income per person of at least KES 2,000. */
const CRITERIA: GraduationCriterion[] = [
  { kind: 'answered_yes', question: 'business-trading', atMonths: 6 },
  { kind: 'at_least', question: 'household-income', atMonths: 6, value: 2000, perHouseholdMember: true },
];

describe('evaluateGraduation', () => {
  it('graduates a person whose six-month answers meet every criterion', () => {
    const verdict = evaluateGraduation(
      CRITERIA,
      [{ monthsAfter: 6, answers: { 'business-trading': true, 'household-income': 10_000 } }],
      5,
    );
    expect(verdict?.status).toBe('graduated');
    expect(verdict?.criteria.map((result) => [result.outcome, result.observed])).toEqual([
      ['met', true],
      ['met', 2000],
    ]);
  });

  it('does not graduate a person below the line per household member, and says by how much', () => {
    const verdict = evaluateGraduation(
      CRITERIA,
      [{ monthsAfter: 6, answers: { 'business-trading': true, 'household-income': 9_000 } }],
      6,
    );
    expect(verdict?.status).toBe('not_graduated');
    expect(verdict?.criteria[1]).toMatchObject({ outcome: 'not_met', observed: 1500 });
  });

  it('keeps a person on track while the round a criterion names is not recorded', () => {
    const verdict = evaluateGraduation(CRITERIA, [{ monthsAfter: 3, answers: { 'business-trading': true } }], 2);
    expect(verdict?.status).toBe('on_track');
    expect(verdict?.criteria.map((result) => result.outcome)).toEqual(['pending', 'pending']);
  });

  it('counts an unanswered question in a recorded round as not met', () => {
    const verdict = evaluateGraduation(CRITERIA, [{ monthsAfter: 6, answers: { 'business-trading': false } }], 2);
    expect(verdict?.status).toBe('not_graduated');
    expect(verdict?.criteria.map((result) => [result.outcome, result.observed])).toEqual([
      ['not_met', false],
      ['not_met', null],
    ]);
  });

  it('compares the whole figure when not asked per member, and has no verdict without criteria', () => {
    const total: GraduationCriterion[] = [
      { kind: 'at_least', question: 'monthly-revenue', atMonths: 12, value: 5000, perHouseholdMember: false },
    ];
    expect(evaluateGraduation(total, [{ monthsAfter: 12, answers: { 'monthly-revenue': 5000 } }], 4)?.status).toBe(
      'graduated',
    );
    expect(evaluateGraduation([], [], 1)).toBeNull();
  });
});
