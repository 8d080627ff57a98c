import { describe, expect, it } from 'vitest';
import {
  canMoveProgramme,
  isOffered,
  missingTranslations,
  programmeCreateSchema,
  programmeInputSchema,
  programmeText,
  type ProgrammeQuestion,
} from './programme-design';

const english = { name: 'Tailoring', description: '', amount: '', duration: '', eligibility: [] };
const swahili = { ...english, name: 'Ushonaji' };
const minimal = { kind: 'skills_training', content: { en: { name: 'Tailoring' } } };
const messagesOf = (input: unknown) => {
  const result = programmeInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((problem) => [problem.path.join('.'), problem.message]);
};

describe('status changes', () => {
  it.each([
    ['draft', 'open', true],
    ['draft', 'paused', false],
    ['draft', 'closed', true],
    ['open', 'paused', true],
    ['open', 'closed', true],
    ['open', 'draft', false],
    ['paused', 'open', true],
    ['paused', 'closed', true],
    ['closed', 'open', false],
    ['closed', 'draft', false],
  ] as const)('%s to %s: %s', (from, to, allowed) => {
    expect(canMoveProgramme(from, to)).toBe(allowed);
  });
});

describe('isOffered', () => {
  const window = { status: 'open', opensOn: '2030-03-01', closesOn: '2030-03-31' } as const;
  it('is offered from the opening day to the closing day, both included', () => {
    expect(isOffered(window, '2030-02-28')).toBe(false);
    expect(isOffered(window, '2030-03-01')).toBe(true);
    expect(isOffered(window, '2030-03-31')).toBe(true);
    expect(isOffered(window, '2030-04-01')).toBe(false);
  });
  it('is offered only while open; a missing edge leaves that side open', () => {
    expect(isOffered({ ...window, status: 'paused' }, '2030-03-10')).toBe(false);
    expect(isOffered({ ...window, status: 'draft' }, '2030-03-10')).toBe(false);
    expect(isOffered({ status: 'open', opensOn: null, closesOn: null }, '1999-01-01')).toBe(true);
    expect(isOffered({ ...window, opensOn: null }, '2029-01-01')).toBe(true);
  });
});

describe('translations', () => {
  const somali = { ...english, name: 'Harfada' };
  const arabic = { ...english, name: 'الخياطة' };
  const everyLanguage = { en: english, sw: swahili, so: somali, ar: arabic };
  const question: ProgrammeQuestion = {
    id: 'shelter',
    kind: 'choice',
    required: true,
    label: { en: 'Shelter', sw: 'Makazi', so: 'Hoy', ar: 'المأوى' },
    options: [{ value: 'tent', label: { en: 'Tent', sw: 'Hema', so: 'Teendho', ar: 'خيمة' } }],
  };
  it('lists a language when the texts, a question or an option lack it', () => {
    expect(missingTranslations({ content: everyLanguage, questions: [question] })).toEqual([]);
    expect(missingTranslations({ content: { en: english }, questions: [] })).toEqual(['sw', 'so', 'ar']);
    expect(
      missingTranslations({
        content: everyLanguage,
        questions: [{ ...question, label: { en: 'Shelter', so: 'Hoy', ar: 'المأوى' } }],
      }),
    ).toEqual(['sw']);
    expect(
      missingTranslations({
        content: { en: english, sw: swahili, so: somali },
        questions: [{ ...question, options: [{ value: 'tent', label: { en: 'Tent', sw: 'Hema', so: 'Teendho' } }] }],
      }),
    ).toEqual(['ar']);
  });
  it('falls back to English for a language without texts', () => {
    expect(programmeText({ en: english, sw: swahili }, 'sw').name).toBe('Ushonaji');
    expect(programmeText({ en: english }, 'sw').name).toBe('Tailoring');
    expect(programmeText({ en: english, sw: swahili }, 'so').name).toBe('Tailoring');
  });
});

describe('what staff send', () => {
  it('fills the defaults and keeps the formula optional on creation', () => {
    const parsed = programmeCreateSchema.parse(minimal);
    expect(parsed).toMatchObject({ places: null, quotas: [], rules: [], questions: [], onePlacePerHousehold: false });
    expect(parsed.formula).toBeUndefined();
  });

  it('refuses a window that closes before it opens, but not a one-day window', () => {
    expect(messagesOf({ ...minimal, opensOn: '2030-03-02', closesOn: '2030-03-01' })).toEqual([
      ['closesOn', 'validation:programmes.closesBeforeOpens'],
    ]);
    expect(messagesOf({ ...minimal, opensOn: '2030-03-01', closesOn: '2030-03-01' })).toEqual([]);
  });

  it('refuses a quota value outside its dimension, and a minimum above its maximum', () => {
    expect(messagesOf({ ...minimal, quotas: [{ dimension: 'camp', value: 'female' }] })).toEqual([
      ['quotas.0.value', 'validation:programmes.quotaValueInvalid'],
    ]);
    expect(
      messagesOf({ ...minimal, quotas: [{ dimension: 'gender', value: 'female', minPlaces: 5, maxPlaces: 4 }] }),
    ).toEqual([['quotas.0.maxPlaces', 'validation:programmes.quotaMinAboveMax']]);
  });

  it('refuses minimums of one dimension that add up to more than the places', () => {
    const quotas = [
      { dimension: 'camp', value: 'DAD', minPlaces: 30 },
      { dimension: 'camp', value: 'KAK', minPlaces: 31 },
      { dimension: 'gender', value: 'female', minPlaces: 60 },
    ];
    expect(messagesOf({ ...minimal, places: 60, quotas })).toEqual([
      ['quotas', 'validation:programmes.quotasAbovePlaces'],
    ]);
    expect(messagesOf({ ...minimal, places: 61, quotas })).toEqual([]);
    expect(messagesOf({ ...minimal, places: null, quotas })).toEqual([]);
  });

  it('refuses two quotas on the same group', () => {
    const quota = { dimension: 'gender', value: 'female', minPlaces: 10 };
    expect(messagesOf({ ...minimal, quotas: [quota, { ...quota, minPlaces: 20 }] })).toEqual([
      ['quotas', 'validation:programmes.quotaRepeated'],
    ]);
  });

  it('refuses more than ten questions and question ids that are not plain', () => {
    const question = (id: string) => ({ id, kind: 'yes_no', required: false, label: { en: 'Q' } });
    const eleven = Array.from({ length: 11 }, (_, index) => question(`q-${index}`));
    expect(messagesOf({ ...minimal, questions: eleven })).toEqual([
      ['questions', 'validation:programmes.tooManyQuestions'],
    ]);
    expect(messagesOf({ ...minimal, questions: [question('Has Space')] })).toEqual([
      ['questions.0.id', 'validation:programmes.questionIdInvalid'],
    ]);
  });

  it('refuses a rule with an empty list', () => {
    expect(messagesOf({ ...minimal, rules: [{ kind: 'camp', hard: true, camps: [] }] })).toEqual([
      ['rules.0.camps', 'validation:programmes.ruleNeedsAValue'],
    ]);
  });
});
