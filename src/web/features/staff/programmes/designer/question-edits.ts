import type { ProgrammeQuestion, QuestionKind } from '@domain/programmes/programme-design';

/** A stable id no other item of the list uses: answers are stored under it, so it never changes later. */
export function freshId(prefix: string, taken: readonly string[]): string {
  for (let number = taken.length + 1; ; number += 1) {
    const id = `${prefix}-${number}`;
    if (!taken.includes(id)) return id;
  }
}

export function newQuestion(questions: readonly ProgrammeQuestion[]): ProgrammeQuestion {
  return {
    id: freshId(
      'question',
      questions.map((question) => question.id),
    ),
    kind: 'text',
    required: false,
    label: { en: '' },
    options: [],
  };
}

/** Only a choice keeps options; a choice starts with two to fill in. */
export function withKind(question: ProgrammeQuestion, kind: QuestionKind): ProgrammeQuestion {
  if (kind !== 'choice') return { ...question, kind, options: [] };
  if (question.options.length > 0) return { ...question, kind };
  return {
    ...question,
    kind,
    options: [
      { value: 'option-1', label: { en: '' } },
      { value: 'option-2', label: { en: '' } },
    ],
  };
}

export function withNewOption(question: ProgrammeQuestion): ProgrammeQuestion {
  const value = freshId(
    'option',
    question.options.map((option) => option.value),
  );
  return { ...question, options: [...question.options, { value, label: { en: '' } }] };
}
