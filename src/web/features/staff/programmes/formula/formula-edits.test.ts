import { describe, expect, it } from 'vitest';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { SPEC_PRIORITY_FORMULA, scoringFormulaSchema, type ScoringCriterion } from '@domain/programmes/scoring-formula';
import { addBand, addCriterion, changeCriterionField, moveBand, removeBand, removeCriterion } from './formula-edits';

const income = SPEC_PRIORITY_FORMULA.criteria[0]!;
const employment = SPEC_PRIORITY_FORMULA.criteria[2]!;
const QUESTIONS: ProgrammeQuestion[] = [
  { id: 'question-1', kind: 'yes_no', required: true, label: { en: 'Has a disability' }, options: [] },
];

describe('editing a band table', () => {
  it('adds a numeric band under a numeric field and a list band under a list field', () => {
    const incomeBands = addBand(income, []).bands;
    expect(incomeBands).toHaveLength(income.bands.length + 1);
    expect(incomeBands.at(-1)).toEqual({ op: 'lt', value: 0, points: 0 });
    expect(addBand(employment, []).bands.at(-1)).toEqual({ op: 'in', values: [], points: 0 });
  });

  it('removes exactly the band asked for and keeps the order of the others', () => {
    const without = removeBand(income, 1);
    expect(without.bands.map((band) => band.op === 'in' || band.value)).toEqual([0, 10_000, 20_000]);
    expect(income.bands).toHaveLength(4);
  });

  it('moves a band up, and not past the top', () => {
    const moved = moveBand(income, 2, -1);
    expect(moved.bands.map((band) => band.op === 'in' || band.value)).toEqual([0, 10_000, 5_000, 20_000]);
    expect(moveBand(income, 0, -1)).toBe(income);
  });

  it('starts the bands again when another field compares differently', () => {
    const changed = changeCriterionField(income, 'employment_status', undefined, []);
    expect(changed).toEqual({ field: 'employment_status', weight: 1, bands: [{ op: 'in', values: [], points: 0 }] });
    const toQuestion = changeCriterionField(income, 'question', 'question-1', QUESTIONS);
    expect(toQuestion.questionId).toBe('question-1');
    expect(toQuestion.bands).toEqual([{ op: 'in', values: [], points: 0 }]);
  });

  it('keeps the bands when the field reads numbers just the same', () => {
    const changed: ScoringCriterion = changeCriterionField(income, 'income_per_person', undefined, []);
    expect(changed.bands).toEqual([{ op: 'lt', value: 0, points: 0 }]);
    expect(changeCriterionField(income, 'household_income', undefined, [])).toEqual(income);
  });
});

describe('editing the criteria', () => {
  it('adds a criterion with one band to fill in and removes one by its place', () => {
    const added = addCriterion(SPEC_PRIORITY_FORMULA, 'age', []);
    expect(added.criteria).toHaveLength(5);
    expect(added.criteria[4]).toEqual({ field: 'age', weight: 1, bands: [{ op: 'lt', value: 0, points: 0 }] });
    expect(scoringFormulaSchema.safeParse(added).success).toBe(true);
    const removed = removeCriterion(added, 0);
    expect(removed.criteria.map((criterion) => criterion.field)).toEqual([
      'household_size',
      'employment_status',
      'previous_assistance',
      'age',
    ]);
  });
});
