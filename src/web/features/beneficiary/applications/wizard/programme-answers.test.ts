import { describe, expect, it } from 'vitest';
import type { ApplicantQuestion } from '@domain/programmes/programme-views';
import {
  answerProblems,
  answersForProgramme,
  chooseDocument,
  documentProblems,
  documentsForProgramme,
  formAnswersOf,
} from './programme-answers';

const question = (overrides: Partial<ApplicantQuestion>): ApplicantQuestion => ({
  id: 'q',
  kind: 'text',
  required: false,
  label: 'Question',
  options: [],
  ...overrides,
});

const QUESTIONS = [
  question({ id: 'machine', kind: 'yes_no', required: true }),
  question({ id: 'children', kind: 'number', required: true }),
  question({ id: 'trade', kind: 'choice', options: [{ value: 'tailoring', label: 'Tailoring' }] }),
  question({ id: 'notes', kind: 'text' }),
];

const DOCUMENTS = [
  { id: 'doc-id', documentType: 'id_card' },
  { id: 'doc-id-new', documentType: 'id_card' },
  { id: 'doc-refugee', documentType: 'refugee_card' },
];

describe('the answers the wizard sends for a programme', () => {
  it('sends a number question as a number, leaves blanks out and drops answers to another programme', () => {
    const sent = answersForProgramme(QUESTIONS, {
      machine: false,
      children: ' 3 ',
      trade: '',
      notes: '  ',
      'asked-by-another-programme': 'yes',
    });
    expect(sent).toEqual({ machine: false, children: 3 });
  });

  it('says at each field which required question is unanswered, a no counting as an answer', () => {
    expect(answerProblems(QUESTIONS, { machine: false, children: '' })).toEqual([
      { path: 'answers.children', message: 'validation:programmes.answerRequired' },
    ]);
  });

  it('refuses text typed where a number is asked', () => {
    expect(answerProblems(QUESTIONS, { machine: true, children: 'three' })).toEqual([
      { path: 'answers.children', message: 'validation:programmes.answerNumber' },
    ]);
  });

  it('puts a saved number back into its text box when a draft is continued', () => {
    expect(formAnswersOf({ children: 3, machine: true })).toEqual({ children: '3', machine: true });
  });
});

describe('the documents the wizard attaches', () => {
  it('keeps one chosen document per required type, and only of that type', () => {
    expect(documentsForProgramme(['id_card'], ['doc-refugee', 'doc-id'], DOCUMENTS)).toEqual(['doc-id']);
  });

  it('replaces the document chosen for a type when another is chosen for it', () => {
    const chosen = chooseDocument(['doc-id', 'doc-refugee'], 'id_card', 'doc-id-new', DOCUMENTS);
    expect(chosen.sort()).toEqual(['doc-id-new', 'doc-refugee']);
    expect(chooseDocument(chosen, 'id_card', '', DOCUMENTS)).toEqual(['doc-refugee']);
  });

  it('names each required type nothing covers', () => {
    expect(documentProblems(['id_card', 'refugee_card'], ['doc-refugee'], DOCUMENTS)).toEqual([
      { path: 'documents.id_card', message: 'validation:programmes.documentRequired' },
    ]);
  });
});
