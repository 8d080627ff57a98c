import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingPage, SelectionResult, WithdrawalResult } from '@domain/programmes/programme-selection';
import { programmes, projectEnrolments } from '@server/db/schema';
import { buildBeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  applicationsOf,
  auditsOf,
  buildOfficer,
  call,
  insertApplicants,
  notificationsOf,
  PROGRAMMES,
  selectionProgramme,
} from './selection-fixtures';
import { selectionStateOf } from './waiting-rank';

const HALF_WOMEN = { dimension: 'gender' as const, value: 'female', minPlaces: 30 };

describe('selecting participants', () => {
  let t: TestApp;
  let officer: BuiltUser;
  let colleague: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildOfficer(t);
    colleague = await buildOfficer(t);
  });
  afterAll(() => t.close());

  const selectTop = (programmeId: string, body: object, user = officer) =>
    call(t, user, 'POST', `${PROGRAMMES}/${programmeId}/selection`, body);
  const selectOne = (programmeId: string, body: object, user = officer) =>
    call(t, user, 'POST', `${PROGRAMMES}/${programmeId}/selection/one`, body);
  const withdraw = (applicationId: string, reason = 'Moved to another camp', user = officer) =>
    call(t, user, 'POST', `/api/v1/staff/applications/${applicationId}/withdraw`, { reason });
  const header = async (programmeId: string) =>
    (await call(t, officer, 'GET', `${PROGRAMMES}/${programmeId}/ranking`)).json<RankingPage>().header;

  it('selects the top 60 of 100 with at least half women, approving, enrolling, auditing and telling each', async () => {
    const { programmeId, projectId } = await selectionProgramme(t, { places: 60, quotas: [HALF_WOMEN] });
    // The men score higher: without the quota they would take every place.
    const men = await insertApplicants(
      t,
      programmeId,
      Array.from({ length: 60 }, (_, i) => ({ score: 90 - (i % 10) })),
    );
    const women = await insertApplicants(
      t,
      programmeId,
      Array.from({ length: 40 }, (_, i) => ({ score: 50 - (i % 10), gender: 'female' as const })),
    );
    const response = await selectTop(programmeId, { count: 100, projectId, selectedCount: 0 });
    expect(response.statusCode).toBe(200);
    const result = response.json<SelectionResult>();
    expect(result.selected).toHaveLength(60);
    expect(result.unmetQuotas).toEqual([]);
    const womenIds = new Set(women.map((w) => w.id));
    expect(result.selected.filter((s) => womenIds.has(s.applicationId))).toHaveLength(30);
    expect(await header(programmeId)).toMatchObject({
      selectedCount: 60,
      waitingCount: 40,
      quotaFill: [{ quota: HALF_WOMEN, filled: 30 }],
    });

    const first = result.selected[0]!;
    const [row] = await applicationsOf(t, [first.applicationId]);
    expect(row).toMatchObject({ status: 'approved', selectedBy: officer.userId, enrolledProjectId: projectId });
    expect(row!.selectedAt).not.toBeNull();
    const enrolled = await t.database.db
      .select()
      .from(projectEnrolments)
      .where(eq(projectEnrolments.projectId, projectId));
    expect(enrolled).toHaveLength(60);
    const [audit] = await auditsOf(t, row!.beneficiaryId, 'application.selected');
    expect(audit).toMatchObject({ actorUserId: officer.userId, targetType: 'beneficiary' });
    expect((await notificationsOf(t, row!.beneficiaryId)).map((n) => n.kind)).toEqual(['application_selected']);
    expect(await selectionStateOf(t.database.db, first.applicationId)).toEqual({ state: 'selected', rank: null });
    // The 61st best man is not selected: no places are left.
    expect(men).toHaveLength(60);
    expect((await selectTop(programmeId, { count: 1, projectId, selectedCount: 60 })).json()).toEqual({
      selected: [],
      unmetQuotas: [],
    });
  }, 120_000);

  it('gives places a quota cannot fill to the others and says which minimum stays unmet', async () => {
    const { programmeId, projectId } = await selectionProgramme(t, {
      places: 10,
      quotas: [{ dimension: 'gender', value: 'female', minPlaces: 5 }],
    });
    await insertApplicants(t, programmeId, [
      ...Array.from({ length: 20 }, () => ({ score: 80 })),
      { score: 10, gender: 'female' as const },
      { score: 20, gender: 'female' as const },
    ]);
    const result = (await selectTop(programmeId, { count: 10, projectId, selectedCount: 0 })).json<SelectionResult>();
    expect(result.selected).toHaveLength(10);
    expect(result.unmetQuotas).toEqual([{ quota: { dimension: 'gender', value: 'female', minPlaces: 5 }, filled: 2 }]);
  }, 60_000);

  it('lets only one of two officers selecting at once through; the other is told the selection changed', async () => {
    const { programmeId, projectId } = await selectionProgramme(t, { places: 20 });
    await insertApplicants(
      t,
      programmeId,
      Array.from({ length: 12 }, (_, i) => ({ score: 50 + i })),
    );
    const body = { count: 5, projectId, selectedCount: 0 };
    const responses = await Promise.all([selectTop(programmeId, body), selectTop(programmeId, body, colleague)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ detail: expect.stringContaining('selected participants meanwhile') });
    expect((await header(programmeId)).selectedCount).toBe(5);
  }, 60_000);

  it('withdraws a selected person, offers the next who fits, and selects them', async () => {
    const { programmeId, projectId } = await selectionProgramme(t, { places: 3 });
    const [a, b, c, d, e] = await insertApplicants(t, programmeId, [
      { score: 90 },
      { score: 80 },
      { score: 70 },
      { score: 60 },
      { score: 50 },
    ]);
    expect((await selectTop(programmeId, { count: 3, projectId, selectedCount: 0 })).statusCode).toBe(200);
    expect((await withdraw(a!.id, 'x')).statusCode).toBe(400);
    const response = await withdraw(a!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<WithdrawalResult>()).toEqual({
      next: { applicationId: d!.id, name: expect.any(String), score: 60 },
    });
    const [withdrawn] = await applicationsOf(t, [a!.id]);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', withdrawalReason: 'Moved to another camp' });
    const [enrolment] = await t.database.db
      .select()
      .from(projectEnrolments)
      .where(eq(projectEnrolments.beneficiaryId, a!.beneficiaryId));
    expect(enrolment).toMatchObject({ projectId, status: 'withdrawn', withdrawalReason: 'Moved to another camp' });
    expect(await selectionStateOf(t.database.db, a!.id)).toEqual({ state: 'withdrawn', rank: null });
    expect(await auditsOf(t, a!.beneficiaryId, 'application.withdrawn')).toHaveLength(1);
    expect((await notificationsOf(t, a!.beneficiaryId)).map((n) => n.kind).sort()).toEqual([
      'application_selected',
      'application_withdrawn',
    ]);
    // Nothing was selected by the offer itself.
    expect((await header(programmeId)).selectedCount).toBe(2);
    const selected = await selectOne(programmeId, { applicationId: d!.id, projectId, selectedCount: 2 });
    expect(selected.statusCode).toBe(200);
    expect(selected.json<SelectionResult>().selected).toEqual([{ applicationId: d!.id, name: expect.any(String) }]);
    // Full again: the last applicant does not fit, and a withdrawn one cannot be withdrawn twice.
    expect((await selectOne(programmeId, { applicationId: e!.id, projectId, selectedCount: 3 })).statusCode).toBe(409);
    expect((await withdraw(a!.id)).statusCode).toBe(409);
    expect(await selectionStateOf(t.database.db, b!.id)).toEqual({ state: 'selected', rank: null });
    expect(await selectionStateOf(t.database.db, c!.id)).toEqual({ state: 'selected', rank: null });
    expect(await selectionStateOf(t.database.db, e!.id)).toEqual({ state: 'waiting', rank: 1 });
  }, 60_000);

  it('never selects an ineligible applicant, whatever their score', async () => {
    const { programmeId, projectId } = await selectionProgramme(t, { rules: [{ kind: 'age', hard: true, min: 18 }] });
    const [child, adult] = await insertApplicants(t, programmeId, [
      { score: 99, dateOfBirth: '2016-03-01' },
      { score: 40 },
    ]);
    const result = (await selectTop(programmeId, { count: 10, projectId, selectedCount: 0 })).json<SelectionResult>();
    expect(result.selected.map((s) => s.applicationId)).toEqual([adult!.id]);
    const one = await selectOne(programmeId, { applicationId: child!.id, projectId, selectedCount: 1 });
    expect(one.statusCode).toBe(409);
    expect((await applicationsOf(t, [child!.id]))[0]).toMatchObject({ status: 'submitted', selectedAt: null });
  }, 60_000);

  it('refuses selecting and withdrawing without the design permission, and to a beneficiary', async () => {
    const { programmeId, projectId } = await selectionProgramme(t);
    const [applicant] = await insertApplicants(t, programmeId, [{ score: 50 }]);
    const reader = await buildOfficer(t, false);
    const person = await buildBeneficiaryAccount(t);
    for (const user of [reader, person]) {
      expect((await selectTop(programmeId, { count: 1, projectId, selectedCount: 0 }, user)).statusCode).toBe(403);
      const one = await selectOne(programmeId, { applicationId: applicant!.id, projectId, selectedCount: 0 }, user);
      expect(one.statusCode).toBe(403);
      expect((await withdraw(applicant!.id, 'Moved away', user)).statusCode).toBe(403);
    }
    expect((await applicationsOf(t, [applicant!.id]))[0]).toMatchObject({ status: 'submitted', selectedAt: null });
  }, 60_000);

  it('selects only in an open or paused programme, into a project of the programme', async () => {
    const { programmeId, projectId } = await selectionProgramme(t);
    await insertApplicants(t, programmeId, [{ score: 50 }]);
    const other = await selectionProgramme(t);
    expect((await selectTop(programmeId, { count: 1, projectId: other.projectId, selectedCount: 0 })).statusCode).toBe(
      400,
    );
    await t.database.db.update(programmes).set({ status: 'closed' }).where(eq(programmes.id, programmeId));
    const closed = await selectTop(programmeId, { count: 1, projectId, selectedCount: 0 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ detail: expect.stringContaining('open or paused') });
  }, 60_000);
});
