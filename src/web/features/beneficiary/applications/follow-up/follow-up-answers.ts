import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';

/** What the form holds per question: typed text (numbers too, until sent) or yes/no. */
export type DraftAnswer = string | boolean | undefined;

/** The answers as sent: numbers parsed, blanks left out (the server says which required ones are missing). */
export function answersToSend(
  questions: readonly ProgrammeQuestion[],
  draft: Readonly<Record<string, DraftAnswer>>,
): Record<string, ApplicationAnswer> {
  const answers: Record<string, ApplicationAnswer> = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (value === undefined || value === '') continue;
    if (question.kind === 'number' && typeof value === 'string') {
      const parsed = Number(value.replace(',', '.'));
      answers[question.id] = Number.isFinite(parsed) ? parsed : value;
    } else answers[question.id] = value;
  }
  return answers;
}

/** A saved answer as the form shows it again. */
export function draftOf(answers: Readonly<Record<string, ApplicationAnswer>> | null): Record<string, DraftAnswer> {
  return Object.fromEntries(
    Object.entries(answers ?? {}).map(([id, value]) => [id, typeof value === 'number' ? String(value) : value]),
  );
}
