import type { ApplicationAnswer } from './application-answers';
import type { GraduationCriterion } from './follow-up';

/*
 * Graduation: a person graduates when every criterion of their programme is met by the answers of the
 * round it names. A criterion whose round has not been recorded yet is pending; a person with nothing failed
 * and something pending is on track. Each criterion's result travels with the figures it was judged on, so
 * the page can say why in the reader's language.
 */

export const GRADUATION_STATUSES = ['graduated', 'on_track', 'not_graduated'] as const;
export type GraduationStatus = (typeof GRADUATION_STATUSES)[number];
export type CriterionOutcome = 'met' | 'not_met' | 'pending';

/** One person's recorded answers, by the round's months after completion. */
export interface RecordedRound {
  monthsAfter: number;
  answers: Readonly<Record<string, ApplicationAnswer>>;
}

export interface CriterionResult {
  criterion: GraduationCriterion;
  outcome: CriterionOutcome;
  /** The figure compared (a per-member figure when the criterion asks for one); null when not answered. */
  observed: number | boolean | null;
}

export interface GraduationVerdict {
  status: GraduationStatus;
  criteria: CriterionResult[];
}

function judge(
  criterion: GraduationCriterion,
  rounds: readonly RecordedRound[],
  householdSize: number,
): CriterionResult {
  const round = rounds.find((candidate) => candidate.monthsAfter === criterion.atMonths);
  if (!round) return { criterion, outcome: 'pending', observed: null };
  const answer = round.answers[criterion.question];
  if (criterion.kind === 'answered_yes') {
    const observed = typeof answer === 'boolean' ? answer : null;
    return { criterion, outcome: observed === true ? 'met' : 'not_met', observed };
  }
  if (typeof answer !== 'number') return { criterion, outcome: 'not_met', observed: null };
  const observed = criterion.perHouseholdMember ? answer / Math.max(1, householdSize) : answer;
  return { criterion, outcome: observed >= criterion.value ? 'met' : 'not_met', observed };
}

/** Null when the programme has no criteria: nobody graduates from a programme that does not say how. */
export function evaluateGraduation(
  criteria: readonly GraduationCriterion[],
  rounds: readonly RecordedRound[],
  householdSize: number,
): GraduationVerdict | null {
  if (criteria.length === 0) return null;
  const results = criteria.map((criterion) => judge(criterion, rounds, householdSize));
  const status: GraduationStatus = results.some((result) => result.outcome === 'not_met')
    ? 'not_graduated'
    : results.every((result) => result.outcome === 'met')
      ? 'graduated'
      : 'on_track';
  return { status, criteria: results };
}
