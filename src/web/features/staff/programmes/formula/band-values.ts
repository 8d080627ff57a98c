import { CAMPS, EMPLOYMENT_STATUSES, GENDERS, NATIONALITIES } from '@domain/beneficiary-profile';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import type { ScoringCriterion } from '@domain/programmes/scoring-formula';

const YES_NO = ['yes', 'no'] as const;

/** The values a list band may pick for a criterion (answers are compared as text: 'yes', 'no', a code). */
export function bandValueChoices(
  criterion: Pick<ScoringCriterion, 'field' | 'questionId'>,
  questions: readonly ProgrammeQuestion[],
): readonly string[] {
  switch (criterion.field) {
    case 'employment_status':
      return EMPLOYMENT_STATUSES;
    case 'previous_assistance':
      return YES_NO;
    case 'gender':
      return GENDERS;
    case 'camp':
      return CAMPS;
    case 'nationality':
      return NATIONALITIES;
    case 'question': {
      const question = questions.find((candidate) => candidate.id === criterion.questionId);
      if (question?.kind === 'yes_no') return YES_NO;
      return question?.options.map((option) => option.value) ?? [];
    }
    default:
      return [];
  }
}

/** Questions a formula can score: numbers, yes/no and choices (free text has no bands). */
export function scorableQuestions(questions: readonly ProgrammeQuestion[]): ProgrammeQuestion[] {
  return questions.filter((question) => question.kind !== 'text');
}
