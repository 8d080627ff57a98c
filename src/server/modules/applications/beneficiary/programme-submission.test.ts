import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoringFormula } from '@domain/programmes/scoring-formula';
import { applicationScores, programApplicationDocuments, programApplications, programmes } from '@server/db/schema';
import { buildBeneficiaryAccount, type BeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildProgramme, type ProgrammeValues } from '@server/test-support/programme-builders';
import { buildDocument } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { APPLICATIONS, callAs, validForm } from './applications-fixtures';

/** Ranks people without a sewing machine first, then the poorest, then the young. */
const TAILORING_FORMULA: ScoringFormula = {
  maxScore: 100,
  criteria: [
    { field: 'question', questionId: 'owns-machine', weight: 1, bands: [{ op: 'in', values: ['no'], points: 40 }] },
    { field: 'household_income', weight: 1, bands: [{ op: 'eq', value: 0, points: 30 }] },
    { field: 'age', weight: 1, bands: [{ op: 'lt', value: 30, points: 10 }] },
  ],
};

const TAILORING: ProgrammeValues = {
  kind: 'skills_training',
  requiredDocumentTypes: ['id_card'],
  questions: [
    {
      id: 'years',
      kind: 'number',
      required: true,
      label: { en: 'Years of sewing', sw: 'Miaka ya kushona' },
      options: [],
    },
    { id: 'owns-machine', kind: 'yes_no', required: true, label: { en: 'Do you own a sewing machine?' }, options: [] },
    {
      id: 'shift',
      kind: 'choice',
      required: false,
      label: { en: 'Which shift suits you?' },
      options: [
        { value: 'morning', label: { en: 'Morning', sw: 'Asubuhi' } },
        { value: 'evening', label: { en: 'Evening' } },
      ],
    },
    { id: 'notes', kind: 'text', required: false, label: { en: 'Anything else?' }, options: [] },
  ],
  eligibilityRules: [
    { kind: 'age', hard: true, min: 18, max: 35 },
    { kind: 'camp', hard: false, camps: ['KAK'] },
  ],
};

describe('applying to a programme with rules, questions, documents and its own formula', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const tailoring = (overrides: ProgrammeValues = {}) =>
    buildProgramme(t, { ...TAILORING, ...overrides }, TAILORING_FORMULA);
  /** Born in 2000 in Dadaab: young enough, but not in the camp the advisory rule names. */
  const youngApplicant = () => buildBeneficiaryAccount(t, { dateOfBirth: '2000-01-01', locationCamp: 'DAD' });
  const idCardOf = (person: BeneficiaryAccount, status: 'pending' | 'rejected' = 'pending') =>
    buildDocument(t, person.beneficiaryId, { documentType: 'id_card', documentName: 'ID card.pdf', status });
  const formFor = (programId: string, documentIds: string[], answers: Record<string, unknown> = {}) => ({
    ...validForm,
    programId,
    answers: { years: 3, 'owns-machine': false, shift: 'morning', ...answers },
    documentIds,
  });
  const messages = (body: { errors?: { path: string; message: string }[] }) =>
    Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));

  it('stores the answers, the documents, the verdict and the score with its formula and first history line', async () => {
    const programme = await tailoring();
    const person = await youngApplicant();
    const card = await idCardOf(person);
    const response = await callAs(t, person)('POST', APPLICATIONS, formFor(programme.id, [card.id]), 'sw');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // 40 (no machine) + 30 (no income) + 10 (under 30).
    expect(body).toMatchObject({ status: 'submitted', priorityScore: 80, programType: 'skills_training' });
    expect(body.eligibility).toMatchObject({ eligible: true });
    expect(body.selection).toEqual({ state: 'waiting', rank: 1 });
    expect(body.documents).toEqual([{ id: card.id, name: 'ID card.pdf', documentType: 'id_card' }]);
    expect(body.answers).toEqual([
      { questionId: 'years', kind: 'number', label: 'Miaka ya kushona', answer: 3, answerLabel: null },
      {
        questionId: 'owns-machine',
        kind: 'yes_no',
        label: 'Do you own a sewing machine?',
        answer: false,
        answerLabel: null,
      },
      {
        questionId: 'shift',
        kind: 'choice',
        label: 'Which shift suits you?',
        answer: 'morning',
        answerLabel: 'Asubuhi',
      },
      { questionId: 'notes', kind: 'text', label: 'Anything else?', answer: null, answerLabel: null },
    ]);

    const [row] = await t.database.db.select().from(programApplications).where(eq(programApplications.id, body.id));
    expect(row).toMatchObject({ priorityScore: 80, formulaId: programme.currentFormulaId, eligible: true });
    expect(row?.scoreBreakdown).toEqual([
      { field: 'question', questionId: 'owns-machine', points: 40 },
      { field: 'household_income', points: 30 },
      { field: 'age', points: 10 },
    ]);
    const history = await t.database.db
      .select()
      .from(applicationScores)
      .where(eq(applicationScores.applicationId, body.id));
    expect(history).toMatchObject([{ formulaId: programme.currentFormulaId, score: 80 }]);
    const attached = await t.database.db
      .select()
      .from(programApplicationDocuments)
      .where(eq(programApplicationDocuments.applicationId, body.id));
    expect(attached).toMatchObject([{ documentId: card.id, documentType: 'id_card' }]);
  });

  it('refuses a beneficiary failing a hard rule, with each reason', async () => {
    const programme = await tailoring();
    const older = await buildBeneficiaryAccount(t, { dateOfBirth: '1960-03-01', locationCamp: 'KAK' });
    const card = await idCardOf(older);
    const response = await callAs(t, older)('POST', APPLICATIONS, formFor(programme.id, [card.id]));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('You cannot apply to this programme: some of its conditions are not met.');
    // The age rule (result 0) fails; the advisory camp rule is met and is not a reason anyway.
    expect(response.json().errors).toEqual([
      {
        path: 'eligibility.0',
        message: expect.stringMatching(/^This programme is for people aged 18 to 35\. You are \d+\.$/),
      },
    ]);
    expect(await t.database.db.$count(programApplications, eq(programApplications.programId, programme.id))).toBe(0);
  });

  it('lets an advisory rule inform the reviewer without keeping the person out', async () => {
    const programme = await tailoring();
    const person = await youngApplicant();
    const card = await idCardOf(person);
    const response = await callAs(t, person)('POST', APPLICATIONS, formFor(programme.id, [card.id]));
    expect(response.statusCode).toBe(201);
    expect(response.json().eligibility).toEqual({
      eligible: true,
      results: [
        { kind: 'age', hard: true, outcome: 'pass', values: { min: 18, max: 35, age: expect.any(Number) } },
        { kind: 'camp', hard: false, outcome: 'fail', values: { camps: 'KAK' } },
      ],
    });
  });

  it('checks the answers against the programme questions: required, kinds, options, unknown ids, length', async () => {
    const programme = await tailoring();
    const person = await youngApplicant();
    const card = await idCardOf(person);
    const api = callAs(t, person);
    const missing = await api('POST', APPLICATIONS, { ...formFor(programme.id, [card.id]), answers: { shift: '' } });
    expect(missing.statusCode).toBe(400);
    expect(messages(missing.json())).toEqual({
      'answers.years': 'Please answer this question',
      'answers.owns-machine': 'Please answer this question',
    });
    const wrongKinds = await api(
      'POST',
      APPLICATIONS,
      formFor(programme.id, [card.id], { years: 'three', 'owns-machine': 'yes', shift: 'night', colour: 'red' }),
    );
    expect(wrongKinds.statusCode).toBe(400);
    expect(messages(wrongKinds.json())).toEqual({
      'answers.colour': 'This programme does not ask this question.',
      'answers.years': 'Enter a number',
      'answers.owns-machine': 'Choose yes or no',
      'answers.shift': 'Choose one of the options',
    });
    const tooLong = await api('POST', APPLICATIONS, formFor(programme.id, [card.id], { notes: 'x'.repeat(501) }));
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(messages(tooLong.json()))).toContain('answers.notes');
  });

  it('needs a document of each required type, of one own, not rejected', async () => {
    const programme = await tailoring();
    const person = await youngApplicant();
    const api = callAs(t, person);
    const none = await api('POST', APPLICATIONS, formFor(programme.id, []));
    expect(messages(none.json())).toEqual({
      'documents.id_card': 'Choose one of your documents of this type, or upload one',
    });
    const someoneElse = await idCardOf(await youngApplicant());
    const notMine = await api('POST', APPLICATIONS, formFor(programme.id, [someoneElse.id]));
    expect(notMine.statusCode).toBe(400);
    expect(messages(notMine.json())).toMatchObject({
      'documentIds.0': 'This document is not one of yours. Choose one from My documents.',
    });
    const rejected = await idCardOf(person, 'rejected');
    expect(messages((await api('POST', APPLICATIONS, formFor(programme.id, [rejected.id]))).json())).toMatchObject({
      'documentIds.0': 'This document was rejected. Choose another one or upload a new one.',
    });
    const wrongType = await buildDocument(t, person.beneficiaryId, { documentType: 'passport' });
    expect(messages((await api('POST', APPLICATIONS, formFor(programme.id, [wrongType.id]))).json())).toEqual({
      'documents.id_card': 'Choose one of your documents of this type, or upload one',
    });
    expect(await t.database.db.$count(programApplications, eq(programApplications.programId, programme.id))).toBe(0);
  });

  it('takes applications only while the programme is open, for drafts too', async () => {
    const person = await youngApplicant();
    const card = await idCardOf(person);
    for (const values of [{ status: 'paused' as const }, { status: 'closed' as const }, { closesOn: '2020-01-31' }]) {
      const programme = await tailoring(values);
      const refused = await callAs(t, person)('POST', APPLICATIONS, formFor(programme.id, [card.id]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe('This programme is not taking applications now.');
      const draft = await callAs(t, person)('POST', `${APPLICATIONS}/drafts`, {
        programId: programme.id,
        step: 1,
        data: {},
      });
      expect(draft.statusCode).toBe(409);
    }
  });

  it('counts a draft step as done only once the programme questions and documents are there, then submits it', async () => {
    const programme = await tailoring();
    const person = await youngApplicant();
    const card = await idCardOf(person);
    const api = callAs(t, person);
    const { programId: _programId, references, ...details } = validForm;
    const created = await api('POST', `${APPLICATIONS}/drafts`, {
      programId: programme.id,
      step: 2,
      data: { ...details, answers: { years: 2 } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().completionPercentage).toBe(33);
    const id = created.json().id as string;
    const save = (data: object) =>
      api('PUT', `${APPLICATIONS}/${id}/draft`, { programId: programme.id, step: 3, data });
    const answered = { ...details, answers: { years: 2, 'owns-machine': true } };
    expect((await save(answered)).json().completionPercentage).toBe(66);
    const withReferences = await save({ ...answered, references, documentIds: [card.id] });
    expect(withReferences.json()).toMatchObject({
      completionPercentage: 100,
      documents: [{ id: card.id, documentType: 'id_card' }],
    });

    const submitted = await api(
      'POST',
      `${APPLICATIONS}/${id}/submit`,
      formFor(programme.id, [card.id], { 'owns-machine': true }),
    );
    expect(submitted.statusCode).toBe(200);
    // 0 (owns a machine) + 30 (no income) + 10 (under 30).
    expect(submitted.json()).toMatchObject({ status: 'submitted', priorityScore: 40, documents: [{ id: card.id }] });
    const history = await t.database.db.select().from(applicationScores).where(eq(applicationScores.applicationId, id));
    expect(history).toMatchObject([{ formulaId: programme.currentFormulaId, score: 40 }]);
  });

  it('still takes the old form on the seeded programmes, scored as before, with its formula recorded', async () => {
    const person = await youngApplicant();
    const response = await callAs(t, person)('POST', APPLICATIONS, validForm);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ priorityScore: 80, answers: [], documents: [] });
    const [cash] = await t.database.db.select().from(programmes).where(eq(programmes.id, 'cash-transfer'));
    const [row] = await t.database.db
      .select()
      .from(programApplications)
      .where(eq(programApplications.id, response.json().id));
    expect(row).toMatchObject({ priorityScore: 80, formulaId: cash?.currentFormulaId, eligible: true });
    expect(row?.applicationData).not.toHaveProperty('answers');
    expect(row?.applicationData).not.toHaveProperty('documentIds');
    const history = await t.database.db
      .select()
      .from(applicationScores)
      .where(eq(applicationScores.applicationId, response.json().id));
    expect(history).toMatchObject([{ formulaId: cash?.currentFormulaId, score: 80 }]);
  });
});
