import { QUOTA_DIMENSIONS, type ProgrammeQuestion, type ProgrammeQuota } from '@domain/programmes/programme-design';
import type { ScoringFormula } from '@domain/programmes/scoring-formula';
import type { FieldIssue } from '@server/errors';

/*
 * What a programme's design must satisfy beyond the shape its schema checks: checks that read several
 * fields together. Each answers the fields to show the message at (empty when all is well).
 */

/**
 * Within one dimension the minimums are places kept for different people (women, men), so together they
 * must fit the places; quotas of different dimensions overlap (a woman in Kakuma counts for both). The
 * input schema checks this on every save; opening checks it again on what is stored.
 */
export function quotasBeyondPlaces(places: number | null, quotas: readonly ProgrammeQuota[]): FieldIssue[] {
  if (places === null) return [];
  const reserved = QUOTA_DIMENSIONS.map((dimension) =>
    quotas.filter((quota) => quota.dimension === dimension).reduce((sum, quota) => sum + (quota.minPlaces ?? 0), 0),
  );
  return Math.max(0, ...reserved) > places
    ? [{ path: 'quotas', message: 'validation:programmes.quotasAbovePlaces' }]
    : [];
}

/** Answers are stored under the question's id, so two questions cannot share one. */
export function repeatedQuestionIds(questions: readonly ProgrammeQuestion[]): FieldIssue[] {
  return questions.flatMap((question, index) =>
    questions.findIndex((other) => other.id === question.id) < index
      ? [{ path: `questions.${index}.id`, message: 'errors:programmes.questionIdTaken' }]
      : [],
  );
}

/** A criterion on an extra answer must name a question the programme asks, else it would score nobody. */
export function unknownFormulaQuestions(
  formula: ScoringFormula,
  questions: readonly ProgrammeQuestion[],
  path = 'formula',
): FieldIssue[] {
  const asked = new Set(questions.map((question) => question.id));
  return formula.criteria.flatMap((criterion, index) =>
    criterion.field === 'question' && (criterion.questionId === undefined || !asked.has(criterion.questionId))
      ? [{ path: `${path}.criteria.${index}.questionId`, message: 'errors:programmes.formulaQuestionUnknown' }]
      : [],
  );
}
