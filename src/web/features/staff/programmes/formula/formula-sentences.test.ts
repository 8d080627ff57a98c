import { describe, expect, it } from 'vitest';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { SPEC_PRIORITY_FORMULA, type ScoringCriterion } from '@domain/programmes/scoring-formula';
import { translationsFor } from '../translation-fixtures';
import { bandSentence, criterionSentences } from './formula-sentences';

const QUESTIONS: ProgrammeQuestion[] = [
  {
    id: 'question-1',
    kind: 'choice',
    required: true,
    label: { en: 'Main livelihood', sw: 'Riziki kuu' },
    options: [
      { value: 'option-1', label: { en: 'Farming', sw: 'Kilimo' } },
      { value: 'option-2', label: { en: 'Trade' } },
    ],
  },
  { id: 'question-2', kind: 'number', required: false, label: { en: 'Children in school' }, options: [] },
];

describe('a formula read as sentences', () => {
  it('reads the spec priority score the way the spec writes it', async () => {
    const t = await translationsFor('en');
    const sentences = SPEC_PRIORITY_FORMULA.criteria.flatMap((criterion) => criterionSentences(t, 'en', criterion, []));
    expect(sentences).toEqual([
      'Household income of 0 gives 30',
      'Household income below 5,000 gives 25',
      'Household income below 10,000 gives 20',
      'Household income below 20,000 gives 10',
      'Household size above 6 gives 20',
      'Household size above 4 gives 15',
      'Household size above 2 gives 10',
      'Employment status: Unemployed gives 20',
      'Employment status: Employed part-time gives 10',
      'Previous assistance: No gives 10',
    ]);
  });

  it('names every operator in words', async () => {
    const t = await translationsFor('en');
    const age = { field: 'age' } as const;
    expect(bandSentence(t, 'en', age, { op: 'lte', value: 25, points: 5 }, [])).toBe('Age of 25 or less gives 5');
    expect(bandSentence(t, 'en', age, { op: 'gte', value: 60, points: 8 }, [])).toBe('Age of 60 or more gives 8');
  });

  it('joins several values with "or" and uses the registry labels', async () => {
    const t = await translationsFor('en');
    const sentence = bandSentence(t, 'en', { field: 'camp' }, { op: 'in', values: ['KAK', 'KAL'], points: 15 }, []);
    expect(sentence).toBe('Camp: Kakuma or Kalobeyei gives 15');
  });

  it("reads a question's answer by its label, in the reader's language when written in it", async () => {
    const choice: ScoringCriterion = {
      field: 'question',
      questionId: 'question-1',
      weight: 2,
      bands: [{ op: 'in', values: ['option-1', 'option-2'], points: 10 }],
    };
    const en = await translationsFor('en');
    expect(criterionSentences(en, 'en', choice, QUESTIONS)).toEqual([
      'Answer to "Main livelihood": Farming or Trade gives 10',
      'Points of this criterion count 2 times',
    ]);
    const sw = await translationsFor('sw');
    // The second option has no Kiswahili label: it is read in English rather than left out.
    expect(criterionSentences(sw, 'sw', choice, QUESTIONS)[0]).toBe(
      'Jibu la "Riziki kuu": Kilimo au Trade inatoa alama 10',
    );
  });

  it('shows a value not filled in yet as a gap rather than a wrong number', async () => {
    const t = await translationsFor('en');
    const criterion = { field: 'question', questionId: 'question-2' } as const;
    expect(bandSentence(t, 'en', criterion, { op: 'gt', value: Number.NaN, points: 5 }, QUESTIONS)).toBe(
      'Answer to "Children in school" above … gives 5',
    );
  });
});
