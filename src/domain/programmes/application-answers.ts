import * as z from 'zod/mini';
import { MAX_QUESTIONS, type ProgrammeQuestion } from './programme-design';

/*
 * What an applicant adds for a programme that asks more than the standard form: answers to its extra
 * questions (wizard step 2) and documents of the types it requires (wizard step 3, chosen from the person's
 * own documents). The shapes are checked by the form's schema; whether they satisfy this programme is
 * checked here, against the programme's questions and document types, by the server on submission and by
 * the wizard before moving on. Problems name the field: `answers.<question id>` for an answer,
 * `documents.<document type>` for a required type nothing covers.
 */

export const MAX_TEXT_ANSWER = 500;

/** One answer as sent: text, a number, or yes/no. Which of these a question takes depends on its kind. */
export const applicationAnswerSchema = z.union([
  z.string().check(z.maxLength(MAX_TEXT_ANSWER, { error: 'validation:textTooLong' })),
  z.number(),
  z.boolean(),
]);
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

/** Answers by question id. No programme asks more than MAX_QUESTIONS, so more keys are refused outright. */
export const questionAnswersSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(40)), applicationAnswerSchema)
  .check(
    z.refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS, {
      error: 'validation:programmes.unknownQuestion',
    }),
  );
export type QuestionAnswers = z.infer<typeof questionAnswersSchema>;

/** The documents one may attach: no more than there are document types, by id. */
export const MAX_APPLICATION_DOCUMENTS = 20;
export const applicationDocumentIdsSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(100)))
  .check(z.maxLength(MAX_APPLICATION_DOCUMENTS, { error: 'validation:invalidInput' }));

export interface ApplicationFieldIssue {
  path: string;
  message: string;
}

const isBlank = (answer: ApplicationAnswer | undefined) =>
  answer === undefined || (typeof answer === 'string' && answer.trim() === '');

/** Why an answer does not fit its question's kind; null when it does. */
function kindProblem(question: ProgrammeQuestion, answer: ApplicationAnswer): string | null {
  switch (question.kind) {
    case 'number':
      return typeof answer === 'number' && Number.isFinite(answer) ? null : 'validation:programmes.answerNumber';
    case 'yes_no':
      return typeof answer === 'boolean' ? null : 'validation:programmes.answerYesNo';
    case 'choice':
      return typeof answer === 'string' && question.options.some((option) => option.value === answer)
        ? null
        : 'validation:programmes.answerChoice';
    case 'text':
      if (typeof answer !== 'string') return 'validation:programmes.answerText';
      return answer.trim().length > MAX_TEXT_ANSWER ? 'validation:textTooLong' : null;
  }
}

/**
 * Problems with the answers to a programme's extra questions: a required question left blank, an answer of
 * the wrong kind (a number that is not one, a choice not among the options...), or an answer to a question
 * the programme does not ask.
 */
export function answerIssues(
  questions: readonly ProgrammeQuestion[],
  answers: Readonly<Record<string, ApplicationAnswer>> | null | undefined,
): ApplicationFieldIssue[] {
  const given = answers ?? {};
  const asked = new Set(questions.map((question) => question.id));
  const issues: ApplicationFieldIssue[] = Object.keys(given)
    .filter((id) => !asked.has(id))
    .map((id) => ({ path: `answers.${id}`, message: 'validation:programmes.unknownQuestion' }));
  for (const question of questions) {
    const answer = given[question.id];
    if (answer === undefined || isBlank(answer)) {
      if (question.required)
        issues.push({ path: `answers.${question.id}`, message: 'validation:programmes.answerRequired' });
      continue;
    }
    const problem = kindProblem(question, answer);
    if (problem) issues.push({ path: `answers.${question.id}`, message: problem });
  }
  return issues;
}

/** The answers as stored: text trimmed, blank optional answers left out, in the order the questions are asked. */
export function keptAnswers(
  questions: readonly ProgrammeQuestion[],
  answers: Readonly<Record<string, ApplicationAnswer>> | null | undefined,
): Record<string, ApplicationAnswer> {
  const kept: Record<string, ApplicationAnswer> = {};
  for (const question of questions) {
    const answer = answers?.[question.id];
    if (answer === undefined || isBlank(answer)) continue;
    kept[question.id] = typeof answer === 'string' ? answer.trim() : answer;
  }
  return kept;
}

/** Required document types that none of the chosen documents covers, as problems at `documents.<type>`. */
export function documentIssues(
  requiredTypes: readonly string[],
  chosen: readonly { documentType: string }[],
): ApplicationFieldIssue[] {
  const covered = new Set(chosen.map((document) => document.documentType));
  return requiredTypes
    .filter((type) => !covered.has(type))
    .map((type) => ({ path: `documents.${type}`, message: 'validation:programmes.documentRequired' }));
}
