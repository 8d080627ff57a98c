import { describe, expect, it } from 'vitest';
import { answerIssues, documentIssues, keptAnswers } from './application-answers';
import type { ProgrammeQuestion } from './programme-design';

const question = (id: string, kind: ProgrammeQuestion['kind'], required = true): ProgrammeQuestion => ({
  id,
  kind,
  required,
  label: { en: id },
  options: kind === 'choice' ? [{ value: 'morning', label: { en: 'Morning' } }] : [],
});
const QUESTIONS = [
  question('years', 'number'),
  question('owns-machine', 'yes_no'),
  question('shift', 'choice', false),
  question('notes', 'text', false),
];
const messages = (answers: Record<string, string | number | boolean>) =>
  Object.fromEntries(answerIssues(QUESTIONS, answers).map((issue) => [issue.path, issue.message]));

describe('answerIssues', () => {
  it('accepts answers of the right kinds, optional ones left blank', () => {
    expect(messages({ years: 0, 'owns-machine': false, shift: '', notes: '  ' })).toEqual({});
    expect(messages({ years: 2.5, 'owns-machine': true, shift: 'morning', notes: 'x'.repeat(500) })).toEqual({});
  });

  it('names each required question left blank', () => {
    expect(messages({ years: '  ' })).toEqual({
      'answers.years': 'validation:programmes.answerRequired',
      'answers.owns-machine': 'validation:programmes.answerRequired',
    });
  });

  it('refuses answers of the wrong kind, unknown options and questions not asked', () => {
    expect(
      messages({ years: '3', 'owns-machine': 'yes', shift: 'night', notes: 4, colour: 'red', 'x-1': Infinity }),
    ).toEqual({
      'answers.years': 'validation:programmes.answerNumber',
      'answers.owns-machine': 'validation:programmes.answerYesNo',
      'answers.shift': 'validation:programmes.answerChoice',
      'answers.notes': 'validation:programmes.answerText',
      'answers.colour': 'validation:programmes.unknownQuestion',
      'answers.x-1': 'validation:programmes.unknownQuestion',
    });
    expect(messages({ years: Number.NaN, 'owns-machine': true })).toEqual({
      'answers.years': 'validation:programmes.answerNumber',
    });
    expect(messages({ years: 1, 'owns-machine': true, notes: 'x'.repeat(501) })).toEqual({
      'answers.notes': 'validation:textTooLong',
    });
  });
});

describe('keptAnswers', () => {
  it('keeps the asked questions only, text trimmed, blanks dropped, in question order', () => {
    expect(keptAnswers(QUESTIONS, { notes: '  hello ', shift: '', colour: 'red', years: 3 })).toEqual({
      years: 3,
      notes: 'hello',
    });
    expect(Object.keys(keptAnswers(QUESTIONS, { notes: 'a', years: 1 }))).toEqual(['years', 'notes']);
  });
});

describe('documentIssues', () => {
  it('names each required type no chosen document covers', () => {
    expect(documentIssues(['id_card', 'refugee_card'], [{ documentType: 'refugee_card' }])).toEqual([
      { path: 'documents.id_card', message: 'validation:programmes.documentRequired' },
    ]);
    expect(documentIssues([], [])).toEqual([]);
  });
});
