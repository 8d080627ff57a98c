/**
 * Priority of a programme application (spec section 9), maximum 100. Computed
 * on the server from what the applicant declared and stored with the application.
 * It is the spec's formula applied by the programmes' scoring, so the seeded
 * programmes (which carry that formula as data) rank exactly as before.
 */
import type { EMPLOYMENT_STATUSES } from './beneficiary-profile';
import { scoreWith } from './programmes/scoring';
import { SPEC_PRIORITY_FORMULA } from './programmes/scoring-formula';

export interface PriorityInput {
  /** Monthly household income in KES. */
  householdIncome: number;
  householdSize: number;
  employmentStatus: (typeof EMPLOYMENT_STATUSES)[number];
  previousAssistance: boolean;
}

export const MAX_PRIORITY_SCORE = SPEC_PRIORITY_FORMULA.maxScore;

export function priorityScore(input: PriorityInput): number {
  return scoreWith(SPEC_PRIORITY_FORMULA, {
    householdIncome: input.householdIncome,
    householdSize: input.householdSize,
    employmentStatus: input.employmentStatus,
    previousAssistance: input.previousAssistance,
    vulnerabilityScore: null,
    age: null,
    gender: null,
    camp: null,
    nationality: null,
    answers: {},
  }).score;
}
