import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFollowUpQuestions } from '@domain/programmes/follow-up';
import { programmeCycles } from '@server/db/schema';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { BUSINESS_GRANT } from '../cycles/cycle-fixtures';
import { buildOutcomeWorld, GRADUATION, send, type OutcomeWorld } from './outcome-fixtures';

/*
 * Indicators of one cycle's cohort, against figures worked out by hand. The people and answers are those of
 * indicators-api.test.ts; cycle 1 enrols Amina, Bashir and Deng in its project, cycle 2 Chol and Esther.
 * Cycle 1: completion 2/3; survival 3 months 1/1 (Amina), 6 months 1/2; employment 1/2 (Bashir);
 * income changes 4,000 and 3,000: median 3,500; graduated Amina: 1/2.
 * Cycle 2: completion 2/2; survival 3 months 0/1 (Chol), 6 months 1/1 (Esther); employment 1/1;
 * income change 0; graduated nobody: 0/2. The Kakuma officer sees only Chol of cycle 2 (Esther lives in
 * Dadaab and her enrolment there ended, so nothing ties her to IRC's Kakuma staff).
 */

let t: TestApp;
let world: OutcomeWorld;
let base: string;
const cycles: { first: string; second: string; elsewhere: string } = { first: '', second: '', elsewhere: '' };

async function cycleFor(programmeId: string, people: Parameters<typeof buildEnrolments>[2], name: string) {
  const project = await buildProject(t, { partner: 'IRC', location: 'KAK', programmeId, type: 'business_support' });
  await buildEnrolments(t, project.id, people);
  const [row] = await t.database.db
    .insert(programmeCycles)
    .values({
      programmeId,
      projectId: project.id,
      name,
      startsOn: '2025-06-01',
      endsOn: '2026-01-31',
      plan: BUSINESS_GRANT,
    })
    .returning({ id: programmeCycles.id });
  return row!.id;
}

async function record(monthsAfter: number, beneficiaryId: string, answers: Record<string, unknown>) {
  const visits = (
    await send(t, world.staff.leadAdmin, 'GET', `${base}/follow-up/visits?pageSize=100&monthsAfter=${monthsAfter}`)
  ).json();
  const visit = visits.items.find((item: { beneficiaryId: string }) => item.beneficiaryId === beneficiaryId);
  const saved = await send(t, world.staff.leadAdmin, 'PUT', `/api/v1/staff/follow-up-visits/${visit.id}`, { answers });
  expect(saved.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  world = await buildOutcomeWorld(t);
  base = `/api/v1/staff/programmes/${world.programme.id}`;
  const { amina, bashir, cholId, dengId, estherId } = world.people;
  cycles.first = await cycleFor(world.programme.id, [amina.beneficiaryId, bashir.beneficiaryId, dengId], 'Cohort A');
  // Esther left the project: still of the cohort, but no longer tied to IRC's officers by it.
  cycles.second = await cycleFor(
    world.programme.id,
    [cholId, { beneficiaryId: estherId, status: 'withdrawn' }],
    'Cohort B',
  );
  const other = await buildProgramme(t, { organisation: 'IRC', kind: 'business_grant' });
  cycles.elsewhere = await cycleFor(other.id, [amina.beneficiaryId], 'Other cohort');

  const { designer } = world.staff;
  const plan = { questions: defaultFollowUpQuestions(), selfReport: false, graduation: GRADUATION };
  await send(t, designer, 'PUT', `${base}/follow-up`, plan);
  await send(t, designer, 'POST', `${base}/follow-up/rounds`, { monthsAfter: 3 });
  await send(t, designer, 'POST', `${base}/follow-up/rounds`, { monthsAfter: 6 });
  await record(3, amina.beneficiaryId, { 'business-trading': true, employed: false });
  await record(6, amina.beneficiaryId, { 'business-trading': true, employed: false, 'household-income': 8000 });
  await record(6, bashir.beneficiaryId, { 'business-trading': false, employed: true, 'household-income': 9000 });
  await record(3, cholId, { 'business-trading': false, employed: false });
  await record(6, estherId, { 'business-trading': true, employed: true, 'household-income': 1000 });
});
afterAll(async () => t.close());

const indicatorsOf = async (user: OutcomeWorld['staff']['designer'], cycleId: string, query = '') =>
  send(t, user, 'GET', `${base}/indicators?cycleId=${cycleId}${query}`);

describe('indicators of one cycle', () => {
  it('counts only the first cycle’s cohort, and names the cycle', async () => {
    const response = await indicatorsOf(world.staff.leadAdmin, cycles.first);
    expect(response.statusCode).toBe(200);
    expect(response.json().cycle).toEqual({ id: cycles.first, name: 'Cohort A' });
    expect(response.json().overall).toEqual({
      participants: 3,
      completion: { count: 2, of: 3, rate: 2 / 3 },
      survival: {
        3: { count: 1, of: 1, rate: 1 },
        6: { count: 1, of: 2, rate: 0.5 },
        12: { count: 0, of: 0, rate: null },
      },
      employment: { count: 1, of: 2, rate: 0.5 },
      medianIncomeChange: 3500,
      graduation: { count: 1, of: 2, rate: 0.5 },
    });
  });

  it('counts a person of the second cycle only there', async () => {
    const second = (await indicatorsOf(world.staff.leadAdmin, cycles.second, '&breakdown=camp')).json();
    expect(second.overall).toEqual({
      participants: 2,
      completion: { count: 2, of: 2, rate: 1 },
      survival: {
        3: { count: 0, of: 1, rate: 0 },
        6: { count: 1, of: 1, rate: 1 },
        12: { count: 0, of: 0, rate: null },
      },
      employment: { count: 1, of: 1, rate: 1 },
      medianIncomeChange: 0,
      graduation: { count: 0, of: 2, rate: 0 },
    });
    expect(
      second.groups.map((group: { group: string; participants: number }) => [group.group, group.participants]),
    ).toEqual([
      ['DAD', 1],
      ['KAK', 1],
    ]);
    const whole = (await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators`)).json();
    expect(whole.cycle).toBeNull();
    expect(whole.overall.participants).toBe(5);
  });

  it('keeps the reader’s places: the Kakuma officer sees Chol alone in the second cycle', async () => {
    const kakuma = (await indicatorsOf(world.staff.kakumaOfficer, cycles.second)).json().overall;
    expect(kakuma).toMatchObject({
      participants: 1,
      completion: { count: 1, of: 1 },
      survival: { 3: { count: 0, of: 1 } },
    });
  });

  it('answers 404 for a cycle of another programme, a made-up one, or another organisation', async () => {
    for (const cycleId of [cycles.elsewhere, 'not-a-cycle', '00000000-0000-4000-8000-000000000000']) {
      const refused = await indicatorsOf(world.staff.leadAdmin, cycleId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail).toMatch(/cycle does not exist in this programme/);
    }
    expect((await indicatorsOf(world.staff.drcOfficer, cycles.first)).statusCode).toBe(404);
    const file = await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators/file?cycleId=${cycles.elsewhere}`);
    expect(file.statusCode).toBe(404);
  });

  it('puts the cycle’s figures in the CSV and XLSX files', async () => {
    const csv = await send(
      t,
      world.staff.leadAdmin,
      'GET',
      `${base}/indicators/file?cycleId=${cycles.first}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`-cycle-${cycles.first.slice(0, 8)}-`);
    expect(csv.body.replace('\uFEFF', '').split('\r\n')[1]).toBe('all,3,2,66.7,100,50,,50,3500,1,50');
    const xlsx = await send(
      t,
      world.staff.leadAdmin,
      'GET',
      `${base}/indicators/file?cycleId=${cycles.second}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
