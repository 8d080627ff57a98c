import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffApplicationDetail } from '@domain/application-review';
import type { ScoreBreakdown } from '@domain/programmes/scoring-formula';
import { programApplications, programmes } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildOfficer, call, insertApplicants, selectionProgramme } from './selection-fixtures';

describe("an application's detail in staff review: the programme's rules and the score's parts", () => {
  let t: TestApp;
  let officer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildOfficer(t, false);
  });
  afterAll(() => t.close());

  it('judges the rules now, rule by rule, and shows how the formula version scored it', async () => {
    const { programmeId } = await selectionProgramme(t, {
      rules: [
        { kind: 'age', hard: true, min: 18, max: 35 },
        { kind: 'camp', hard: false, camps: ['DAD'] },
      ],
    });
    const [application] = await insertApplicants(t, programmeId, [{ score: 45, dateOfBirth: '1980-01-01' }]);
    const [programme] = await t.database.db.select().from(programmes).where(eq(programmes.id, programmeId));
    const breakdown: ScoreBreakdown = [
      { field: 'household_size', points: 30 },
      { field: 'vulnerability_score', points: 15 },
    ];
    await t.database.db
      .update(programApplications)
      .set({ formulaId: programme!.currentFormulaId, scoreBreakdown: breakdown })
      .where(eq(programApplications.id, application!.id));

    const response = await call(t, officer, 'GET', `/api/v1/staff/applications/${application!.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<StaffApplicationDetail>();
    expect(detail.eligibility).toEqual({
      eligible: false,
      results: [
        expect.objectContaining({ kind: 'age', hard: true, outcome: 'fail' }),
        expect.objectContaining({ kind: 'camp', hard: false, outcome: 'fail' }),
      ],
    });
    expect(detail.formulaVersion).toBe(1);
    expect(detail.scoreBreakdown).toEqual(breakdown);
    expect(detail).toMatchObject({ selectedAt: null, withdrawnAt: null, withdrawalReason: null });
  });
});
