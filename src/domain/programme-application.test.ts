import { describe, expect, it } from 'vitest';
import {
  applicationDataOf,
  applicationFormSchema,
  draftCompletion,
  programTypeOf,
  saveDraftSchema,
  STATUSES_BY_FILTER,
  STEP_FIELDS,
  type ApplicationForm,
} from './programme-application';

const reason = 'We lost our income when the market closed and need support to feed five children.';
const references = [
  { name: 'Fatuma Ali', phone: '0712345678', relationship: 'Neighbour' },
  { name: 'Omar Said', phone: '0722345678', relationship: 'Block leader' },
];
const valid: ApplicationForm = {
  programId: 'cash-transfer',
  householdIncome: 0,
  householdSize: 7,
  employmentStatus: 'unemployed',
  reasonForApplication: reason,
  previousAssistance: false,
  hasBankAccount: false,
  hasMobileMoney: true,
  mobileMoneyDetails: 'M-Pesa 0712345678',
  references,
};

function messages(input: unknown): Record<string, string> {
  const result = applicationFormSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('applicationFormSchema (spec section 5)', () => {
  it('accepts a complete application', () => {
    expect(applicationFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives the spec message for every rule', () => {
    expect(
      messages({
        ...valid,
        programId: '',
        householdIncome: -1,
        householdSize: 0,
        employmentStatus: '',
        reasonForApplication: 'Too short',
        references: [{ name: '', phone: '0712', relationship: '' }],
      }),
    ).toEqual({
      programId: 'validation:programRequired',
      householdIncome: 'validation:incomeMin',
      householdSize: 'validation:householdSizeMin',
      employmentStatus: 'validation:employmentStatusRequired',
      reasonForApplication: 'validation:reasonMin',
      references: 'validation:referencesMin',
      'references.0.name': 'validation:referenceNameRequired',
      'references.0.phone': 'validation:referencePhoneInvalid',
      'references.0.relationship': 'validation:relationshipRequired',
    });
  });

  it('treats an empty number field (NaN) and a missing programme like the spec messages', () => {
    expect(
      messages({ ...valid, programId: undefined, householdIncome: Number.NaN, householdSize: Number.NaN }),
    ).toEqual({
      programId: 'validation:programRequired',
      householdIncome: 'validation:incomeMin',
      householdSize: 'validation:householdSizeMin',
    });
  });

  it('accepts income 0 and household size 1, the lowest allowed', () => {
    expect(messages({ ...valid, householdIncome: 0, householdSize: 1 })).toEqual({});
  });

  it('counts the reason after trimming: 50 characters pass, 49 do not', () => {
    expect(messages({ ...valid, reasonForApplication: `  ${'a'.repeat(50)}  ` })).toEqual({});
    expect(messages({ ...valid, reasonForApplication: `  ${'a'.repeat(49)}  ` })).toEqual({
      reasonForApplication: 'validation:reasonMin',
    });
  });

  it('needs two references; a reference phone needs 10 characters', () => {
    expect(messages({ ...valid, references: references.slice(0, 1) })).toEqual({
      references: 'validation:referencesMin',
    });
    expect(messages({ ...valid, references: [references[0], { ...references[1], phone: '071234567' }] })).toEqual({
      'references.1.phone': 'validation:referencePhoneInvalid',
    });
  });

  it('offers the six employment options of the form, not "retired"', () => {
    for (const status of [
      'unemployed',
      'employed_part_time',
      'employed_full_time',
      'self_employed',
      'student',
      'other',
    ]) {
      expect(messages({ ...valid, employmentStatus: status })).toEqual({});
    }
    expect(messages({ ...valid, employmentStatus: 'retired' })).toEqual({
      employmentStatus: 'validation:employmentStatusRequired',
    });
  });
});

describe('applicationDataOf', () => {
  it('keeps a detail only when its box is ticked, and drops the programme', () => {
    const data = applicationDataOf({
      ...valid,
      previousAssistance: false,
      previousAssistanceDetails: 'WFP 2022',
      hasBankAccount: false,
      bankDetails: 'KCB',
    });
    expect(data).not.toHaveProperty('programId');
    expect(data.previousAssistanceDetails).toBeUndefined();
    expect(data.bankDetails).toBeUndefined();
    expect(data.mobileMoneyDetails).toBe('M-Pesa 0712345678');
  });
});

describe('programTypeOf (spec section 5)', () => {
  it.each([
    ['cash-transfer', 'cash_transfer'],
    ['skills-training', 'skills_training'],
    ['business-grant', 'business_support'],
    ['anything-else', 'business_support'],
    ['', 'assistance'],
    [undefined, 'assistance'],
    [null, 'assistance'],
  ] as const)('%s is %s', (id, type) => {
    expect(programTypeOf(id)).toBe(type);
  });
});

describe('STATUSES_BY_FILTER (spec section 4 tab filters)', () => {
  it('splits the statuses as the tabs do', () => {
    expect(STATUSES_BY_FILTER.active).toEqual(['submitted', 'under_review', 'approved']);
    expect(STATUSES_BY_FILTER.completed).toEqual(['completed', 'rejected', 'withdrawn']);
    expect(STATUSES_BY_FILTER.drafts).toEqual(['draft']);
    expect(STATUSES_BY_FILTER.all).toHaveLength(7);
  });
});

describe('wizard steps', () => {
  it('puts every form field in exactly one step', () => {
    const fields = [...STEP_FIELDS[1], ...STEP_FIELDS[2], ...STEP_FIELDS[3]];
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(Object.keys(applicationFormSchema.shape).sort());
  });

  it('rates a draft by the steps already answered in order: 33, 66, 100', () => {
    const { programId, references: refs, ...step2 } = valid;
    expect(draftCompletion(programId, {})).toBe(33);
    expect(draftCompletion(programId, step2)).toBe(66);
    expect(draftCompletion(programId, { ...step2, references: refs })).toBe(100);
    expect(draftCompletion(programId, { references: refs })).toBe(33);
    expect(draftCompletion('', step2)).toBe(0);
  });

  it("holds a step back until the programme's own questions (step 2) and documents (step 3) are there", () => {
    const { programId, references: refs, ...step2 } = valid;
    const all = { ...step2, references: refs };
    expect(draftCompletion(programId, all, { 2: false, 3: true })).toBe(33);
    expect(draftCompletion(programId, all, { 2: true, 3: false })).toBe(66);
    expect(draftCompletion(programId, all, { 2: true, 3: true })).toBe(100);
  });

  it('saves a draft with half-typed answers, but checks types, sizes and the step', () => {
    const draft = {
      programId: 'cash-transfer',
      step: 2,
      data: { householdIncome: -5, reasonForApplication: 'short', references: [{ name: '' }] },
    };
    expect(saveDraftSchema.safeParse(draft).success).toBe(true);
    expect(saveDraftSchema.safeParse({ ...draft, step: 4 }).success).toBe(false);
    expect(saveDraftSchema.safeParse({ ...draft, data: { reasonForApplication: 'x'.repeat(2001) } }).success).toBe(
      false,
    );
    expect(saveDraftSchema.safeParse({ ...draft, data: { unexpected: true } }).success).toBe(false);
  });
});
