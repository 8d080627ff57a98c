/**
 * Priority of a programme application (spec section 9), maximum 100. Computed
 * on the server from what the applicant declared and stored with the application.
 */
import type { EMPLOYMENT_STATUSES } from './beneficiary-profile';

export interface PriorityInput {
  /** Monthly household income in KES. */
  householdIncome: number;
  householdSize: number;
  employmentStatus: (typeof EMPLOYMENT_STATUSES)[number];
  previousAssistance: boolean;
}

export const MAX_PRIORITY_SCORE = 100;

function incomePoints(income: number): number {
  if (income === 0) return 30;
  if (income < 5_000) return 25;
  if (income < 10_000) return 20;
  if (income < 20_000) return 10;
  return 0;
}

function householdPoints(size: number): number {
  if (size > 6) return 20;
  if (size > 4) return 15;
  if (size > 2) return 10;
  return 0;
}

function employmentPoints(status: PriorityInput['employmentStatus']): number {
  if (status === 'unemployed') return 20;
  if (status === 'employed_part_time') return 10;
  return 0;
}

export function priorityScore(input: PriorityInput): number {
  const total =
    incomePoints(input.householdIncome) +
    householdPoints(input.householdSize) +
    employmentPoints(input.employmentStatus) +
    (input.previousAssistance ? 0 : 10);
  return Math.min(MAX_PRIORITY_SCORE, total);
}
