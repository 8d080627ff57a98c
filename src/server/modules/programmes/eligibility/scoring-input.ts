import type { EligibilityFacts } from '@domain/programmes/eligibility-rules';
import { ageOn } from '@domain/programmes/eligibility';
import type { ScoringInput } from '@domain/programmes/scoring-formula';

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The extra questions' answers as stored under application_data.answers; anything else is ignored. */
function answersOf(value: unknown): Record<string, string | number | boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const answers: Record<string, string | number | boolean> = {};
  for (const [questionId, answer] of Object.entries(value)) {
    if (
      typeof answer === 'string' ||
      typeof answer === 'boolean' ||
      (typeof answer === 'number' && Number.isFinite(answer))
    )
      answers[questionId] = answer;
  }
  return answers;
}

/**
 * What a formula reads about one application: what the applicant declared in the form (income, household
 * size, employment, previous assistance, extra answers), and what the registry knows about the person
 * (age on the reference date, gender, camp, nationality, vulnerability). The declared figures are the ones
 * ranked, as the spec's priority score has always done; the household record decides eligibility.
 */
export function scoringInputOf(
  applicationData: Readonly<Record<string, unknown>>,
  facts: EligibilityFacts | undefined,
  referenceDate: string,
): ScoringInput {
  const previousAssistance = applicationData.previousAssistance;
  return {
    householdIncome: numberOrNull(applicationData.householdIncome),
    householdSize: numberOrNull(applicationData.householdSize),
    employmentStatus: textOrNull(applicationData.employmentStatus),
    previousAssistance: typeof previousAssistance === 'boolean' ? previousAssistance : null,
    answers: answersOf(applicationData.answers),
    age: facts?.dateOfBirth ? ageOn(facts.dateOfBirth, referenceDate) : null,
    gender: facts?.gender ?? null,
    camp: facts?.camp ?? null,
    nationality: facts?.nationality ?? null,
    vulnerabilityScore: facts?.vulnerabilityScore ?? null,
  };
}
