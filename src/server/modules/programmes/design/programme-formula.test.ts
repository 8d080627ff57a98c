import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Eligibility } from '@domain/programmes/eligibility-rules';
import { SPEC_PRIORITY_FORMULA, type ScoringFormula } from '@domain/programmes/scoring-formula';
import { applicationScores, auditEvents, programApplications } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { buildProgramme, type ProgrammeRow } from '@server/test-support/programme-builders';
import { buildProgrammeApplication, type ProgrammeApplicationValues } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildDesigner, PROGRAMMES, send } from './design-fixtures';

/** Household size counts double; unemployed people get 10 more. */
const SIZE_FIRST: ScoringFormula = {
  maxScore: 100,
  criteria: [
    {
      field: 'household_size',
      weight: 2,
      bands: [
        { op: 'gte', value: 5, points: 20 },
        { op: 'gte', value: 1, points: 5 },
      ],
    },
    { field: 'employment_status', weight: 1, bands: [{ op: 'in', values: ['unemployed'], points: 10 }] },
  ],
};

const POOREST = { householdIncome: 0, householdSize: 7, employmentStatus: 'unemployed', previousAssistance: false };
const WORKING = {
  householdIncome: 8000,
  householdSize: 3,
  employmentStatus: 'employed_part_time',
  previousAssistance: true,
};

describe('programme formulas and figures', () => {
  let t: TestApp;
  let designer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    designer = await buildDesigner(t);
  });
  afterAll(() => t.close());

  /** An application scored by the programme's first formula, as submission does. */
  async function scoredApplication(programme: ProgrammeRow, values: ProgrammeApplicationValues, score: number) {
    const person = await buildBeneficiary(t);
    const application = await buildProgrammeApplication(t, person.id, {
      programId: programme.id,
      programType: 'skills_training',
      priorityScore: score,
      formulaId: programme.currentFormulaId,
      ...values,
    });
    await t.database.db
      .insert(applicationScores)
      .values({ applicationId: application.id, formulaId: programme.currentFormulaId!, score });
    return application;
  }

  const scoresOf = (applicationId: string) =>
    t.database.db
      .select({ score: applicationScores.score, formulaId: applicationScores.formulaId })
      .from(applicationScores)
      .where(eq(applicationScores.applicationId, applicationId))
      .orderBy(asc(applicationScores.scoredAt));
  const applicationOf = async (applicationId: string) =>
    (await t.database.db.select().from(programApplications).where(eq(programApplications.id, applicationId)))[0]!;

  it('a new formula is a new version that rescores the open applications and leaves decided ones alone', async () => {
    const programme = await buildProgramme(t);
    const firstFormula = programme.currentFormulaId!;
    const submitted = await scoredApplication(programme, { applicationData: POOREST }, 80);
    const underReview = await scoredApplication(programme, { applicationData: WORKING, status: 'under_review' }, 40);
    const approved = await scoredApplication(programme, { applicationData: POOREST, status: 'approved' }, 80);

    const changed = await send(t, designer, 'PUT', `${PROGRAMMES}/${programme.id}/formula`, { formula: SIZE_FIRST });
    expect(changed.statusCode).toBe(200);
    const { formula } = changed.json();
    expect(formula).toMatchObject({ version: 2, formula: SIZE_FIRST, createdBy: { id: designer.userId } });

    expect(await applicationOf(submitted.id)).toMatchObject({
      priorityScore: 50,
      formulaId: formula.id,
      scoreBreakdown: [
        { field: 'household_size', points: 40 },
        { field: 'employment_status', points: 10 },
      ],
    });
    expect((await applicationOf(underReview.id)).priorityScore).toBe(10);
    expect(await scoresOf(submitted.id)).toEqual([
      { score: 80, formulaId: firstFormula },
      { score: 50, formulaId: formula.id },
    ]);
    expect(await scoresOf(underReview.id)).toEqual([
      { score: 40, formulaId: firstFormula },
      { score: 10, formulaId: formula.id },
    ]);
    expect(await applicationOf(approved.id)).toMatchObject({ priorityScore: 80, formulaId: firstFormula });
    expect(await scoresOf(approved.id)).toEqual([{ score: 80, formulaId: firstFormula }]);

    // Back to the spec's score: a third version, the earlier ones kept.
    await send(t, designer, 'PUT', `${PROGRAMMES}/${programme.id}/formula`, { formula: SPEC_PRIORITY_FORMULA });
    expect((await applicationOf(submitted.id)).priorityScore).toBe(80);
    const history = (await send(t, designer, 'GET', `${PROGRAMMES}/${programme.id}/formulas`)).json();
    expect(history.items.map((item: { version: number }) => item.version)).toEqual([3, 2, 1]);
    expect(history.items[1]).toMatchObject({ formula: SIZE_FIRST, createdBy: { name: 'Grace Wanjiru' } });
    expect(history.items[2]).toMatchObject({ formula: SPEC_PRIORITY_FORMULA, createdBy: null });

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, programme.id), eq(auditEvents.action, 'programme.formula_change')));
    expect(audits.map((audit) => audit.details)).toEqual(
      expect.arrayContaining([{ version: 2, criteria: 2, rescoredApplications: 2 }]),
    );
  });

  it('refuses a formula without criteria-band shape, or one reading an unknown question', async () => {
    const programme = await buildProgramme(t);
    const noBands = { formula: { criteria: [{ field: 'age', bands: [] }] } };
    expect((await send(t, designer, 'PUT', `${PROGRAMMES}/${programme.id}/formula`, noBands)).statusCode).toBe(400);
    const unknown = {
      formula: { criteria: [{ field: 'question', questionId: 'nothing', bands: [{ op: 'eq', value: 1, points: 1 }] }] },
    };
    const refused = await send(t, designer, 'PUT', `${PROGRAMMES}/${programme.id}/formula`, unknown);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'formula.criteria.0.questionId', message: 'This criterion reads a question the programme does not ask.' },
    ]);
    const history = (await send(t, designer, 'GET', `${PROGRAMMES}/${programme.id}/formulas`)).json();
    expect(history.items).toHaveLength(1);
  });

  it('counts applications, verdicts, places taken, the waiting list and each quota live', async () => {
    const programme = await buildProgramme(t, {
      places: 10,
      quotas: [
        { dimension: 'gender', value: 'female', minPlaces: 2 },
        { dimension: 'camp', value: 'KAK', maxPlaces: 5 },
      ],
    });
    const failing: Eligibility = {
      eligible: false,
      results: [
        { kind: 'age', hard: true, outcome: 'fail', values: { min: 18, max: 35, age: 50 } },
        { kind: 'camp', hard: true, outcome: 'unknown', values: { camps: 'KAK' } },
        { kind: 'gender', hard: false, outcome: 'fail', values: { genders: 'female' } },
      ],
    };
    const selectedAt = new Date();
    const apply = async (person: Parameters<typeof buildBeneficiary>[1], values: ProgrammeApplicationValues) =>
      buildProgrammeApplication(t, (await buildBeneficiary(t, person)).id, {
        programId: programme.id,
        programType: 'skills_training',
        ...values,
      });
    await apply({ gender: 'female', locationCamp: 'KAK' }, { status: 'approved', eligible: true, selectedAt });
    await apply({ gender: 'male', locationCamp: 'DAD' }, { status: 'approved', eligible: true, selectedAt });
    await apply({ gender: 'female' }, { status: 'withdrawn', eligible: true, selectedAt, withdrawnAt: new Date() });
    await apply({ gender: 'female' }, { status: 'submitted', eligible: true });
    await apply({ gender: 'male' }, { status: 'under_review', eligible: false, eligibility: failing });
    await apply({ gender: 'male' }, { status: 'rejected', eligible: true });
    await apply({ gender: 'male' }, { status: 'draft' });

    const { stats } = (await send(t, designer, 'GET', `${PROGRAMMES}/${programme.id}`)).json();
    expect(stats).toEqual({
      applications: 5,
      eligible: 4,
      ineligible: 1,
      ineligibleByRule: [
        { kind: 'age', count: 1 },
        { kind: 'camp', count: 1 },
      ],
      selected: 2,
      waiting: 1,
      places: 10,
      quotaFill: [
        { quota: { dimension: 'gender', value: 'female', minPlaces: 2 }, filled: 1 },
        { quota: { dimension: 'camp', value: 'KAK', maxPlaces: 5 }, filled: 1 },
      ],
    });
    const listed = (await send(t, designer, 'GET', `${PROGRAMMES}?pageSize=100`)).json();
    expect(listed.items.find((item: { id: string }) => item.id === programme.id)).toMatchObject({
      applications: 5,
      selected: 2,
      places: 10,
    });
  });
});
