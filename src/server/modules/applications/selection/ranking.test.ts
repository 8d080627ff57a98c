import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingPage } from '@domain/programmes/programme-selection';
import { buildBeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  applicationsOf,
  buildOfficer,
  call,
  insertApplicants,
  PROGRAMMES,
  selectionProgramme,
} from './selection-fixtures';
import { selectionStateOf, waitingRankOf } from './waiting-rank';

describe('the ranking of a programme', () => {
  let t: TestApp;
  let reader: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    // Reading the ranking needs no design permission.
    reader = await buildOfficer(t, false);
  });
  afterAll(() => t.close());

  const ranking = async (programmeId: string, query = '') => {
    const response = await call(t, reader, 'GET', `${PROGRAMMES}/${programmeId}/ranking${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<RankingPage>();
  };

  it('ranks by score, then who applied first, and numbers the waiting list from 1', async () => {
    const { programmeId } = await selectionProgramme(t);
    const [late70, top, early70] = await insertApplicants(t, programmeId, [
      { score: 70, appliedMinute: 30, firstName: 'Late' },
      { score: 90, appliedMinute: 20, firstName: 'Top' },
      { score: 70, appliedMinute: 10, firstName: 'Early' },
    ]);
    const page = await ranking(programmeId);
    expect(page.items.map((item) => [item.applicationId, item.rank, item.state])).toEqual([
      [top!.id, 1, 'waiting'],
      [early70!.id, 2, 'waiting'],
      [late70!.id, 3, 'waiting'],
    ]);
    expect(page.header).toMatchObject({ places: null, selectedCount: 0, waitingCount: 3, ineligibleCount: 0 });
    expect(page.items[0]).toMatchObject({ name: expect.stringMatching(/^Top /), score: 90, age: expect.any(Number) });
    // The verdict is stored, so the applicant's own page reads the same place.
    expect((await applicationsOf(t, [top!.id]))[0]).toMatchObject({ eligible: true });
    expect(await waitingRankOf(t.database.db, late70!.id)).toBe(3);
    expect(await selectionStateOf(t.database.db, early70!.id)).toEqual({ state: 'waiting', rank: 2 });
  });

  it('judges the rules live and filters by state, gender and camp', async () => {
    const { programmeId } = await selectionProgramme(t, { rules: [{ kind: 'age', hard: true, min: 18 }] });
    const [child, woman, man] = await insertApplicants(t, programmeId, [
      { score: 99, dateOfBirth: '2016-03-01', gender: 'female' },
      { score: 60, gender: 'female', camp: 'DAD' },
      { score: 50, gender: 'male' },
    ]);
    const all = await ranking(programmeId);
    expect(all.header).toMatchObject({ waitingCount: 2, ineligibleCount: 1 });
    const childRow = all.items.find((item) => item.applicationId === child!.id)!;
    expect(childRow).toMatchObject({ state: 'ineligible', rank: null });
    expect(childRow.eligibility.results).toEqual([expect.objectContaining({ kind: 'age', outcome: 'fail' })]);
    expect(await selectionStateOf(t.database.db, child!.id)).toEqual({ state: 'not_eligible', rank: null });

    const ineligible = await ranking(programmeId, '?state=ineligible');
    expect(ineligible.items.map((item) => item.applicationId)).toEqual([child!.id]);
    const women = await ranking(programmeId, '?gender=female&state=waiting');
    expect(women.items.map((item) => item.applicationId)).toEqual([woman!.id]);
    const kakuma = await ranking(programmeId, '?camp=KAK');
    expect(kakuma.items.map((item) => item.applicationId)).toEqual([child!.id, man!.id]);
    // The header counts everyone whatever the filter.
    expect(kakuma.header.waitingCount).toBe(2);
  });

  it('answers 404 for a programme that does not exist, and 403 to a beneficiary', async () => {
    expect((await call(t, reader, 'GET', `${PROGRAMMES}/no-such-programme/ranking`)).statusCode).toBe(404);
    const { programmeId } = await selectionProgramme(t);
    const person = await buildBeneficiaryAccount(t);
    expect((await call(t, person, 'GET', `${PROGRAMMES}/${programmeId}/ranking`)).statusCode).toBe(403);
  });

  it('ranks 2,000 applicants quickly', async () => {
    const { programmeId } = await selectionProgramme(t, { rules: [{ kind: 'age', hard: true, min: 18 }] });
    await insertApplicants(
      t,
      programmeId,
      Array.from({ length: 2000 }, (_, index) => ({ score: index % 100, appliedMinute: index % 50 })),
    );
    const started = Date.now();
    const page = await ranking(programmeId, '?pageSize=50');
    expect(page.total).toBe(2000);
    expect(page.header.waitingCount).toBe(2000);
    // Generous for a slow machine; the point is one pass, not one query per applicant.
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);
});
