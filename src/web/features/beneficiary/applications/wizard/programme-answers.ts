import {
  answerIssues,
  documentIssues,
  keptAnswers,
  type ApplicationAnswer,
  type ApplicationFieldIssue,
} from '@domain/programmes/application-answers';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import type { ApplicantQuestion } from '@domain/programmes/programme-views';

/** Answers as the form holds them: a number question's box holds the typed text until it is sent. */
export type FormAnswers = Record<string, ApplicationAnswer | undefined>;

/** The domain checks take the staff shape; only ids, kinds, required and option values matter to them. */
function asDesigned(questions: readonly ApplicantQuestion[]): ProgrammeQuestion[] {
  return questions.map((question) => ({
    ...question,
    label: { en: question.label },
    options: question.options.map((option) => ({ value: option.value, label: { en: option.label } })),
  }));
}

/**
 * What is sent for a programme: only its own questions (answers typed for another programme chosen before
 * are dropped), blanks left out, a number question's text as a number. Text that is not a number stays text,
 * so the check below says so at the field.
 */
export function answersForProgramme(
  questions: readonly ApplicantQuestion[],
  answers: FormAnswers | undefined,
): Record<string, ApplicationAnswer> {
  const typed: Record<string, ApplicationAnswer> = {};
  for (const question of questions) {
    const answer = answers?.[question.id];
    if (answer === undefined) continue;
    if (question.kind === 'number' && typeof answer === 'string' && answer.trim() !== '') {
      const number = Number(answer.trim());
      typed[question.id] = Number.isFinite(number) ? number : answer;
    } else {
      typed[question.id] = answer;
    }
  }
  return keptAnswers(asDesigned(questions), typed);
}

/** The form's view of stored answers: numbers back into their text boxes. */
export function formAnswersOf(answers: Record<string, ApplicationAnswer> | null | undefined): FormAnswers {
  return Object.fromEntries(
    Object.entries(answers ?? {}).map(([id, answer]) => [id, typeof answer === 'number' ? String(answer) : answer]),
  );
}

/** Problems with the answers, at `answers.<question id>`: required ones left blank, numbers that are not. */
export function answerProblems(
  questions: readonly ApplicantQuestion[],
  answers: FormAnswers | undefined,
): ApplicationFieldIssue[] {
  return answerIssues(asDesigned(questions), answersForProgramme(questions, answers));
}

/** The chosen documents that count for the programme: one per required type, of that type. */
export function documentsForProgramme(
  requiredTypes: readonly string[],
  chosenIds: readonly string[] | undefined,
  myDocuments: readonly { id: string; documentType: string }[],
): string[] {
  const typeOf = new Map(myDocuments.map((document) => [document.id, document.documentType]));
  return requiredTypes.flatMap((type) => {
    const chosen = (chosenIds ?? []).find((id) => typeOf.get(id) === type);
    return chosen ? [chosen] : [];
  });
}

/** Required types with no document chosen, at `documents.<type>`. */
export function documentProblems(
  requiredTypes: readonly string[],
  chosenIds: readonly string[] | undefined,
  myDocuments: readonly { id: string; documentType: string }[],
): ApplicationFieldIssue[] {
  const typeOf = new Map(myDocuments.map((document) => [document.id, document.documentType]));
  const chosen = documentsForProgramme(requiredTypes, chosenIds, myDocuments).map((id) => ({
    documentType: typeOf.get(id) ?? '',
  }));
  return documentIssues(requiredTypes, chosen);
}

/** Choosing a document for a type replaces the one chosen for that type before. */
export function chooseDocument(
  chosenIds: readonly string[] | undefined,
  type: string,
  documentId: string,
  myDocuments: readonly { id: string; documentType: string }[],
): string[] {
  const typeOf = new Map(myDocuments.map((document) => [document.id, document.documentType]));
  const others = (chosenIds ?? []).filter((id) => typeOf.get(id) !== type);
  return documentId ? [...others, documentId] : others;
}
