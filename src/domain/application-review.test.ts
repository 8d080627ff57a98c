import { describe, expect, it } from 'vitest';
import {
  ageOn,
  applicationDecisionSchema,
  canWithdraw,
  eligibilityHints,
  nextReviewStatus,
  priorityBand,
  REVIEW_ACTIONS,
  REVIEWER_NOTES_MAX,
} from './application-review';
import { APPLICATION_STATUSES } from './programme-application';

describe('application review transitions', () => {
  it('moves submitted to under review, then to a decision, then approved to completed', () => {
    expect(nextReviewStatus('submitted', 'assign')).toBe('under_review');
    expect(nextReviewStatus('under_review', 'approve')).toBe('approved');
    expect(nextReviewStatus('under_review', 'reject')).toBe('rejected');
    expect(nextReviewStatus('approved', 'complete')).toBe('completed');
  });

  it('lets another officer take over an application under review', () => {
    expect(nextReviewStatus('under_review', 'assign')).toBe('under_review');
  });

  it('refuses deciding a submitted application before anyone took it', () => {
    expect(nextReviewStatus('submitted', 'approve')).toBeNull();
    expect(nextReviewStatus('submitted', 'reject')).toBeNull();
  });

  it('allows nothing else: drafts, final decisions and completion are out of reach', () => {
    const allowed = new Set([
      'submitted:assign',
      'under_review:assign',
      'under_review:approve',
      'under_review:reject',
      'approved:complete',
    ]);
    for (const status of APPLICATION_STATUSES) {
      for (const action of REVIEW_ACTIONS) {
        if (!allowed.has(`${status}:${action}`))
          expect(nextReviewStatus(status, action), `${status} ${action}`).toBeNull();
      }
    }
  });
});

describe('priority bands', () => {
  it('marks 70 and above high, 40 and above medium, the rest low', () => {
    expect([100, 70, 69, 40, 39, 0].map(priorityBand)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});

describe('the decision form', () => {
  it('requires a project to approve and accepts approval without notes', () => {
    expect(applicationDecisionSchema.safeParse({ decision: 'approve', projectId: 'p-1' }).success).toBe(true);
    const missing = applicationDecisionSchema.safeParse({ decision: 'approve', notes: 'Welcome' });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['projectId'],
      message: 'validation:applicationReview.projectRequired',
    });
  });

  it('requires notes of some length to reject, counted without surrounding spaces', () => {
    const short = applicationDecisionSchema.safeParse({ decision: 'reject', notes: '   no    ' });
    expect(short.error?.issues[0]).toMatchObject({
      path: ['notes'],
      message: 'validation:applicationReview.notesRequired',
    });
    const parsed = applicationDecisionSchema.parse({
      decision: 'reject',
      notes: '  Income above the programme threshold.  ',
    });
    expect(parsed.notes).toBe('Income above the programme threshold.');
  });

  it('limits notes and refuses unknown decisions and fields', () => {
    const long = applicationDecisionSchema.safeParse({ decision: 'reject', notes: 'x'.repeat(REVIEWER_NOTES_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe('validation:applicationReview.notesTooLong');
    expect(applicationDecisionSchema.safeParse({ decision: 'complete', notes: 'A long enough note' }).success).toBe(
      false,
    );
    expect(
      applicationDecisionSchema.safeParse({ decision: 'approve', projectId: 'p', status: 'approved' }).success,
    ).toBe(false);
  });
});

describe('eligibility hints', () => {
  // 21:30 UTC on 14 March is already 15 March in Nairobi.
  const now = new Date('2026-03-14T21:30:00Z');

  it('counts age in whole years on the Kenyan day', () => {
    expect(ageOn('1991-03-15', '2026-03-15')).toBe(35);
    expect(ageOn('1991-03-16', '2026-03-15')).toBe(34);
    expect(ageOn(null, '2026-03-15')).toBeNull();
    expect(ageOn('2030-01-01', '2026-03-15')).toBeNull();
    expect(
      eligibilityHints({ programId: 'skills-training', dateOfBirth: '1991-03-15', householdIncome: 0 }, now),
    ).toEqual([{ rule: 'age', outcome: 'met', age: 35, minAge: 18, maxAge: 35 }]);
  });

  it('flags an applicant outside the age band of the skills programme, without blocking', () => {
    const [hint] = eligibilityHints(
      { programId: 'skills-training', dateOfBirth: '1980-01-01', householdIncome: 0 },
      now,
    );
    expect(hint).toMatchObject({ rule: 'age', outcome: 'not_met', age: 46 });
  });

  it('checks the cash transfer income threshold (below KES 10,000) and adulthood', () => {
    const below = eligibilityHints(
      { programId: 'cash-transfer', dateOfBirth: '1990-05-01', householdIncome: 9_999 },
      now,
    );
    expect(below).toEqual([
      { rule: 'age', outcome: 'met', age: 35, minAge: 18, maxAge: null },
      { rule: 'income', outcome: 'met', income: 9_999, incomeBelow: 10_000 },
    ]);
    const at = eligibilityHints(
      { programId: 'cash-transfer', dateOfBirth: '2010-05-01', householdIncome: 10_000 },
      now,
    );
    expect(at.map((hint) => hint.outcome)).toEqual(['not_met', 'not_met']);
  });

  it('says unknown when the record lacks the fact, and nothing for programmes without rules', () => {
    const hints = eligibilityHints({ programId: 'cash-transfer', dateOfBirth: null, householdIncome: undefined }, now);
    expect(hints.map((hint) => hint.outcome)).toEqual(['unknown', 'unknown']);
    expect(
      eligibilityHints({ programId: 'someday-programme', dateOfBirth: '1990-01-01', householdIncome: 0 }, now),
    ).toEqual([]);
  });
});

describe('withdrawal', () => {
  it('takes back a place given by selection, or a place on the waiting list, and nothing else', () => {
    expect(canWithdraw({ status: 'approved', selected: true })).toBe(true);
    expect(canWithdraw({ status: 'submitted', selected: false })).toBe(true);
    expect(canWithdraw({ status: 'under_review', selected: false })).toBe(true);
    // An approval by review, not by selection, is not a place in the ranking.
    expect(canWithdraw({ status: 'approved', selected: false })).toBe(false);
    for (const status of ['draft', 'rejected', 'completed', 'withdrawn'] as const) {
      expect(canWithdraw({ status, selected: true })).toBe(false);
    }
  });
});
