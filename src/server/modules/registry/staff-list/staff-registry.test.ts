import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateAlerts } from '@server/db/schema';
import { buildBeneficiaries } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildRegistryFixture, type RegistryFixture } from './registry-fixtures';
import { registrySummaryCache } from './summary-cache';

const URL = '/api/v1/staff/beneficiaries';

let t: TestApp;
let officer: BuiltUser;
let f: RegistryFixture;

function get(user: BuiltUser | null, query: Record<string, string> = {}, language = 'en') {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({
    method: 'GET',
    url: `${URL}${search ? `?${search}` : ''}`,
    headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
  });
}

/** The ids of a list answer, for the people of this file. */
async function ids(query: Record<string, string>) {
  const response = await get(officer, query);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { id: string }[]).map((item) => item.id);
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  f = await buildRegistryFixture(t);
});

afterAll(async () => t.close());

describe('GET /api/v1/staff/beneficiaries', () => {
  it('finds by ProGres ID prefix in any case, newest first, with every column of the table', async () => {
    const response = await get(officer, { q: f.country.toLowerCase() + '-dad' });
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([f.ids.mohammed, f.ids.halimo]);
    expect(body.items[1]).toEqual({
      id: f.ids.halimo,
      progresId: `${f.country}-DAD-2019-000001`,
      firstName: 'Halimo',
      lastName: `Yusuf${f.suffix}`,
      nationality: 'SOM',
      birthYear: 1988,
      gender: 'female',
      location: 'DAD-IFO-B12',
      vulnerabilityScore: 4.5,
      status: 'active',
      programmeCount: 2,
      duplicateRisk: 0.92,
    });
    expect(body.items[0]).toMatchObject({ programmeCount: 0, duplicateRisk: null, vulnerabilityScore: 3.2 });
    expect(await ids({ q: `${f.country}-KAK-2021-000003` })).toEqual([f.ids.amina]);
    expect(await ids({ q: `${f.country}-KAK-2021-%` })).toEqual([]);
  });

  it('finds a phone number typed in any format, whole or its start', async () => {
    const local = `0${f.phoneBlock.slice(4)}01`;
    for (const typed of [
      local,
      `+254${local.slice(1)}`,
      `254${local.slice(1)}`,
      `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`,
    ]) {
      expect(await ids({ q: typed })).toEqual([f.ids.halimo]);
    }
    // The start of this file's phone block: a reused database may hold another run's phone with the same start.
    const byStart = await ids({ q: local.slice(0, 8) });
    expect(byStart).toEqual(expect.arrayContaining([f.ids.halimo, f.ids.mohammed]));
    expect(byStart).not.toContain(f.ids.amina);
  });

  it('finds a name despite typos and spelling variants, closest first', async () => {
    const halima = await ids({ q: `Halima Yusuf${f.suffix}` });
    expect(halima[0]).toBe(f.ids.halimo);
    const mohamed = await ids({ q: `mohamed  abdi${f.suffix}` });
    expect(mohamed[0]).toBe(f.ids.mohammed);
    expect(mohamed).not.toContain(f.ids.halimo);
    expect(await ids({ q: `Hassan${f.suffix}` })).toEqual([f.ids.amina]);
    expect((await get(officer, { q: `Hassan${f.suffix}`, page: '2' })).json()).toMatchObject({ items: [], total: 1 });
  });

  it('filters by status, camp, gender, nationality, band, duplicate risk and project', async () => {
    const mine = { q: `${f.country}-` };
    expect(await ids({ ...mine, status: 'active' })).toEqual([f.ids.formula, f.ids.halimo]);
    expect(await ids({ ...mine, status: 'inactive' })).toEqual([f.ids.mohammed]);
    expect(await ids({ ...mine, status: 'transferred' })).toEqual([f.ids.amina]);
    expect(await ids({ ...mine, camp: 'KAL' })).toEqual([f.ids.formula]);
    expect(await ids({ ...mine, gender: 'female' })).toEqual([f.ids.amina, f.ids.halimo]);
    expect(await ids({ ...mine, nationality: 'SOM' })).toEqual([f.ids.mohammed, f.ids.halimo]);
    expect(await ids({ ...mine, band: 'high' })).toEqual([f.ids.halimo]);
    expect(await ids({ ...mine, band: 'medium' })).toEqual([f.ids.mohammed]);
    expect(await ids({ ...mine, band: 'low' })).toEqual([f.ids.amina]);
    expect(await ids({ ...mine, duplicateRisk: 'true' })).toEqual([f.ids.halimo]);
    expect(await ids({ ...mine, duplicateRisk: 'false' })).toHaveLength(3);
    expect(await ids({ projectId: f.projectId })).toEqual([f.ids.halimo]);
    expect(await ids({ ...mine, camp: 'DAD', status: 'active', band: 'high' })).toEqual([f.ids.halimo]);
  });

  it('sorts by each column both ways and pages with exact totals', async () => {
    const mine = { q: `${f.country}-` };
    const { halimo, mohammed, amina, formula } = f.ids;
    expect(await ids({ ...mine, sort: 'registered', direction: 'asc' })).toEqual([halimo, mohammed, amina, formula]);
    expect(await ids({ ...mine, sort: 'progresId' })).toEqual([halimo, mohammed, amina, formula]);
    expect(await ids({ ...mine, sort: 'progresId', direction: 'desc' })).toEqual([formula, amina, mohammed, halimo]);
    expect(await ids({ ...mine, sort: 'name' })).toEqual([mohammed, formula, amina, halimo]);
    expect(await ids({ ...mine, sort: 'vulnerability' })).toEqual([halimo, mohammed, amina, formula]);
    expect(await ids({ ...mine, sort: 'vulnerability', direction: 'asc' })).toEqual([amina, mohammed, halimo, formula]);

    const second = (await get(officer, { ...mine, page: '2', pageSize: '3' })).json();
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([halimo]);
    expect((await get(officer, { ...mine, page: '3', pageSize: '3' })).json()).toMatchObject({ items: [], total: 4 });
  });

  it('refuses an unknown filter value in English and Swahili', async () => {
    const english = await get(officer, { status: 'deleted' });
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain('This filter value is not recognised');
    expect((await get(officer, { pageSize: '500' }, 'sw')).body).toContain('Thamani hii ya kichujio haitambuliki');
    expect((await get(officer, { q: 'x'.repeat(101) })).body).toContain('Search text can be at most 100 characters');
    expect((await get(officer, { name: 'Halimo' })).statusCode).toBe(400);
  });

  it('is for approved, active staff only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(await buildUser(t, { userType: 'beneficiary' }))).statusCode).toBe(403);
    expect((await get(await buildEmployer(t))).statusCode).toBe(403);
    expect((await get(await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null }))).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/v1/staff/beneficiaries/summary', () => {
  it('counts people, active projects, high vulnerability and open duplicate alerts', async () => {
    const summary = async () =>
      (await t.app.inject({ method: 'GET', url: `${URL}/summary`, headers: { cookie: officer.cookie } })).json();
    const before = await summary();
    const [a, b] = await buildBeneficiaries(t, [
      { firstName: 'Summary', lastName: `One${f.suffix}`, vulnerabilityScore: 4 },
      { firstName: 'Summary', lastName: `Two${f.suffix}`, vulnerabilityScore: 3.9 },
    ]);
    const [first, second] = [a!.id, b!.id].sort();
    await t.database.db
      .insert(duplicateAlerts)
      .values({ beneficiaryAId: first!, beneficiaryBId: second!, riskScore: 0.8, status: 'reviewing' });
    await buildProject(t, {
      code: `S${f.suffix.toUpperCase()}-AGR-2024-001`,
      name: 'Summary project',
      partner: 'NRC',
      type: 'agricultural_support',
      location: 'KAK',
      targetBeneficiaries: 5,
      budget: 10,
      startDate: '2030-01-01',
      endDate: '2030-02-01',
      status: 'active',
    });
    // A registry past 10,000 people (the shared test database) keeps its figures for 30 s: read them afresh.
    registrySummaryCache.forget(t.database.db);
    const after = await summary();
    expect(after.total - before.total).toBeGreaterThanOrEqual(2);
    expect(after.highVulnerability - before.highVulnerability).toBeGreaterThanOrEqual(1);
    expect(after.duplicateAlerts - before.duplicateAlerts).toBeGreaterThanOrEqual(1);
    expect(after.activeProgrammes - before.activeProgrammes).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/summary` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${URL}/summary`,
          headers: { cookie: (await buildEmployer(t)).cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
