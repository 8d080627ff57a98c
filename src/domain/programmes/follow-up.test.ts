import { describe, expect, it } from 'vitest';
import { criterionIssues, defaultFollowUpQuestions, visitDueOn } from './follow-up';

describe('visitDueOn', () => {
  it('falls due the same day some months later, the month’s last day when it is shorter', () => {
    expect(visitDueOn('2026-01-15', 6)).toBe('2026-07-15');
    expect(visitDueOn('2025-08-31', 6)).toBe('2026-02-28');
    expect(visitDueOn('2026-11-30', 3)).toBe('2027-02-28');
  });
});

describe('criterionIssues', () => {
  const questions = defaultFollowUpQuestions();

  it('accepts criteria on questions of their kind', () => {
    const plan = {
      questions,
      selfReport: false,
      graduation: [
        { kind: 'answered_yes' as const, question: 'business-trading', atMonths: 6 },
        { kind: 'at_least' as const, question: 'household-income', atMonths: 6, value: 1500, perHouseholdMember: true },
      ],
    };
    expect(criterionIssues(plan)).toEqual([]);
  });

  it('names a criterion on a question not asked or of the wrong kind', () => {
    const plan = {
      questions,
      selfReport: false,
      graduation: [
        { kind: 'at_least' as const, question: 'employed', atMonths: 6, value: 1, perHouseholdMember: false },
        { kind: 'answered_yes' as const, question: 'owns-goat', atMonths: 6 },
      ],
    };
    expect(criterionIssues(plan).map((issue) => issue.path)).toEqual([
      'graduation.0.question',
      'graduation.1.question',
    ]);
  });
});
