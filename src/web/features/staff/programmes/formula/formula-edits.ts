import {
  NUMERIC_SCORING_FIELDS,
  type ScoringBand,
  type ScoringCriterion,
  type ScoringField,
  type ScoringFormula,
} from '@domain/programmes/scoring-formula';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';

/*
 * The formula editor's changes, as pure functions of the formula: the editor only wires them to buttons,
 * and the tests check them without a browser.
 */

/** Whether a criterion compares numbers (below, above...) or picks values from a list. */
export function isNumericCriterion(
  criterion: Pick<ScoringCriterion, 'field' | 'questionId'>,
  questions: readonly ProgrammeQuestion[],
): boolean {
  if (criterion.field === 'question') {
    return questions.find((question) => question.id === criterion.questionId)?.kind === 'number';
  }
  return (NUMERIC_SCORING_FIELDS as readonly ScoringField[]).includes(criterion.field);
}

/** A band a person fills in: numbers start at 0, lists start empty (the server refuses an empty list). */
export function newBand(numeric: boolean): ScoringBand {
  return numeric ? { op: 'lt', value: 0, points: 0 } : { op: 'in', values: [], points: 0 };
}

export function newCriterion(field: ScoringField, questions: readonly ProgrammeQuestion[]): ScoringCriterion {
  const questionId = field === 'question' ? questions[0]?.id : undefined;
  const criterion: ScoringCriterion = { field, weight: 1, bands: [] };
  if (questionId) criterion.questionId = questionId;
  return { ...criterion, bands: [newBand(isNumericCriterion(criterion, questions))] };
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current));
}

function withoutAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index);
}

export function addCriterion(
  formula: ScoringFormula,
  field: ScoringField,
  questions: readonly ProgrammeQuestion[],
): ScoringFormula {
  return { ...formula, criteria: [...formula.criteria, newCriterion(field, questions)] };
}

export function removeCriterion(formula: ScoringFormula, index: number): ScoringFormula {
  return { ...formula, criteria: withoutAt(formula.criteria, index) };
}

export function updateCriterion(formula: ScoringFormula, index: number, criterion: ScoringCriterion): ScoringFormula {
  return { ...formula, criteria: replaceAt(formula.criteria, index, criterion) };
}

/**
 * Another field (or question) may compare differently: its bands are started again rather than kept with
 * values the new field cannot read.
 */
export function changeCriterionField(
  criterion: ScoringCriterion,
  field: ScoringField,
  questionId: string | undefined,
  questions: readonly ProgrammeQuestion[],
): ScoringCriterion {
  const next: ScoringCriterion = { field, weight: criterion.weight, bands: criterion.bands };
  if (field === 'question' && questionId) next.questionId = questionId;
  const numericBefore = isNumericCriterion(criterion, questions);
  const numericAfter = isNumericCriterion(next, questions);
  const sameValues = field === criterion.field && questionId === criterion.questionId;
  return numericBefore === numericAfter && sameValues ? next : { ...next, bands: [newBand(numericAfter)] };
}

export function addBand(criterion: ScoringCriterion, questions: readonly ProgrammeQuestion[]): ScoringCriterion {
  return { ...criterion, bands: [...criterion.bands, newBand(isNumericCriterion(criterion, questions))] };
}

export function removeBand(criterion: ScoringCriterion, index: number): ScoringCriterion {
  return { ...criterion, bands: withoutAt(criterion.bands, index) };
}

export function updateBand(criterion: ScoringCriterion, index: number, band: ScoringBand): ScoringCriterion {
  return { ...criterion, bands: replaceAt(criterion.bands, index, band) };
}

/** Bands are read top to bottom (the first match gives its points), so their order matters. */
export function moveBand(criterion: ScoringCriterion, index: number, offset: -1 | 1): ScoringCriterion {
  const target = index + offset;
  if (target < 0 || target >= criterion.bands.length) return criterion;
  const bands = [...criterion.bands];
  [bands[index], bands[target]] = [bands[target]!, bands[index]!];
  return { ...criterion, bands };
}
