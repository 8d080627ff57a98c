import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFollowUpQuestions } from '@domain/programmes/follow-up';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildOutcomeWorld, GRADUATION, send, type OutcomeWorld } from './outcome-fixtures';

/*
 * Indicators and graduation against figures worked out by hand (outcome-fixtures.ts for the people).
 * Answers recorded: Amina 3 months trading, 6 months trading, not employed, household KES 8,000 (2,000 a
 * person); Bashir 6 months not trading, employed, KES 9,000; Chol 3 months not trading; Esther 6 months
 * trading, employed, KES 1,000. The lead agency sees all five participants:
 * completion 4/5; survival 3 months 1/2, 6 months 2/3, 12 months none; employment 2/3;
 * income changes 4,000, 3,000 and 0: median 3,000; graduated Amina only: 1/4.
 * The Kakuma officer sees the four Kakuma people: completion 3/4; survival 3 months 1/2, 6 months 1/2;
 * employment 1/2; median of 4,000 and 3,000 = 3,500; graduation 1/3.
 */

let t: TestApp;
let world: OutcomeWorld;
let base: string;

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
  const { designer } = world.staff;
  await send(t, designer, 'PUT', `${base}/follow-up`, {
    questions: defaultFollowUpQuestions(),
    selfReport: false,
    graduation: GRADUATION,
  });
  await send(t, designer, 'POST', `${base}/follow-up/rounds`, { monthsAfter: 3 });
  await send(t, designer, 'POST', `${base}/follow-up/rounds`, { monthsAfter: 6 });
  const { amina, bashir, cholId, estherId } = world.people;
  await record(3, amina.beneficiaryId, { 'business-trading': true, employed: false });
  await record(6, amina.beneficiaryId, { 'business-trading': true, employed: false, 'household-income': 8000 });
  await record(6, bashir.beneficiaryId, { 'business-trading': false, employed: true, 'household-income': 9000 });
  await record(3, cholId, { 'business-trading': false, employed: false });
  await record(6, estherId, { 'business-trading': true, employed: true, 'household-income': 1000 });
});
afterAll(async () => t.close());

describe('programme indicators', () => {
  it('matches the hand-computed figures for the whole programme', async () => {
    const response = await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators`);
    expect(response.statusCode).toBe(200);
    expect(response.json().overall).toEqual({
      participants: 5,
      completion: { count: 4, of: 5, rate: 0.8 },
      survival: {
        3: { count: 1, of: 2, rate: 0.5 },
        6: { count: 2, of: 3, rate: 2 / 3 },
        12: { count: 0, of: 0, rate: null },
      },
      employment: { count: 2, of: 3, rate: 2 / 3 },
      medianIncomeChange: 3000,
      graduation: { count: 1, of: 4, rate: 0.25 },
    });
  });

  it('breaks them down by camp and gender', async () => {
    const byCamp = (await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators?breakdown=camp`)).json().groups;
    expect(byCamp.map((group: { group: string; participants: number }) => [group.group, group.participants])).toEqual([
      ['DAD', 1],
      ['KAK', 4],
    ]);
    const byGender = (await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators?breakdown=gender`)).json().groups;
    const women = byGender.find((group: { group: string }) => group.group === 'female');
    // Amina, Deng and Esther; Amina and Esther completed, Amina graduated.
    expect(women).toMatchObject({ participants: 3, completion: { count: 2, of: 3 }, graduation: { count: 1, of: 2 } });
  });

  it('counts only the people in the reader’s places, nothing for places with none, 404 for another organisation', async () => {
    const kakuma = (await send(t, world.staff.kakumaOfficer, 'GET', `${base}/indicators`)).json().overall;
    expect(kakuma).toMatchObject({
      participants: 4,
      completion: { count: 3, of: 4 },
      survival: { 3: { count: 1, of: 2 }, 6: { count: 1, of: 2 } },
      employment: { count: 1, of: 2 },
      medianIncomeChange: 3500,
      graduation: { count: 1, of: 3 },
    });
    const nairobi = (await send(t, world.staff.nairobiOfficer, 'GET', `${base}/indicators`)).json();
    expect(nairobi.overall).toMatchObject({ participants: 0, completion: { rate: null }, medianIncomeChange: null });
    expect(nairobi.groups).toEqual([]);
    for (const url of [`${base}/indicators`, `${base}/graduation`, `${base}/indicators/file`])
      expect((await send(t, world.staff.drcOfficer, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses an unknown breakdown as bad input', async () => {
    expect((await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators?breakdown=religion`)).statusCode).toBe(400);
  });
});

describe('graduation', () => {
  it('shows each completed person graduated, on track or not, and why', async () => {
    const items = (await send(t, world.staff.leadAdmin, 'GET', `${base}/graduation`)).json().items;
    const byName = Object.fromEntries(items.map((item: { name: string }) => [item.name.split(' ')[0], item]));
    expect(Object.keys(byName).sort()).toEqual(['Amina', 'Bashir', 'Chol', 'Esther']);
    expect(byName.Amina.status).toBe('graduated');
    expect(byName.Bashir.status).toBe('not_graduated');
    expect(byName.Bashir.criteria.map((result: { outcome: string }) => result.outcome)).toEqual(['not_met', 'met']);
    expect(byName.Chol.status).toBe('on_track');
    expect(byName.Esther.criteria[1]).toMatchObject({ outcome: 'not_met', observed: 1000 });
  });
});

describe('indicator files', () => {
  it('downloads the table as CSV, one line for the programme and one per group', async () => {
    const response = await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators/file?breakdown=camp&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Completion rate %');
    expect(lines[1]).toBe('all,5,4,80,50,66.7,,66.7,3000,1,25');
    expect(lines.slice(2).map((line) => line.split(',')[0])).toEqual(['DAD', 'KAK']);
  });

  it('downloads it as XLSX', async () => {
    const response = await send(t, world.staff.leadAdmin, 'GET', `${base}/indicators/file?format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
