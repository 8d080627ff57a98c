import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBeneficiaries, NAME_ONLY, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { addDays, expectFilterValidation, expectStaffOnly, farPastDay, getReport } from './report-fixtures';

const URL = '/api/v1/staff/reports/registrations';
const DAY = farPastDay();
const NEXT_DAY = addDays(DAY, 1);
const LATER = addDays(DAY, 40);
const tag = randomUUID().slice(0, 8);

let t: TestApp;
let officer: BuiltUser;

type Person = BeneficiaryValues & { createdAt: Date };

async function register(people: Person[]) {
  // Exactly the details given: the report groups by each of them, missing ones included.
  await buildBeneficiaries(
    t,
    people.map((person) => ({ ...NAME_ONLY, firstName: 'Halima', lastName: `Registree${tag}`, ...person })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  const at = (iso: string) => new Date(iso);
  await register([
    {
      createdAt: at(`${DAY}T08:00:00Z`),
      locationCamp: 'KAK',
      locationArea: 'KK1',
      gender: 'female',
      nationality: 'SSD',
      vulnerabilityScore: 4.2,
    },
    {
      createdAt: at(`${DAY}T09:00:00Z`),
      locationCamp: 'KAK',
      locationArea: 'KK1',
      gender: 'male',
      nationality: 'SSD',
      vulnerabilityScore: 3,
    },
    {
      createdAt: at(`${DAY}T10:00:00Z`),
      locationCamp: 'KAK',
      locationArea: 'KK3',
      gender: 'female',
      nationality: 'SOM',
      vulnerabilityScore: 2.9,
    },
    {
      createdAt: at(`${DAY}T11:00:00Z`),
      locationCamp: 'DAD',
      locationArea: 'IFO',
      gender: 'female',
      nationality: 'SOM',
      vulnerabilityScore: 4,
    },
    // No camp recorded, no gender, never scored.
    { createdAt: at(`${DAY}T12:00:00Z`) },
    // 22:30 UTC is already 01:30 the next day in Kenya.
    {
      createdAt: at(`${DAY}T22:30:00Z`),
      locationCamp: 'NBI',
      locationArea: 'EST',
      gender: 'male',
      nationality: 'COD',
      vulnerabilityScore: 1,
    },
    {
      createdAt: at(`${LATER}T09:00:00Z`),
      locationCamp: 'KAL',
      locationArea: 'V2',
      gender: 'other',
      nationality: 'ETH',
      vulnerabilityScore: 3.5,
    },
  ]);
});

afterAll(async () => t.close());

describe('GET /api/v1/staff/reports/registrations', () => {
  it('counts the people registered on one Kenyan day by location, gender, nationality and band', async () => {
    const response = await getReport(t, `${URL}?from=${DAY}&to=${DAY}`, officer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(5);
    expect(body.bucket).toBe('day');
    expect(body.overTime).toEqual([{ bucket: DAY, count: 5 }]);
    expect(body.byLocation).toEqual([
      { camp: 'DAD', area: 'IFO', count: 1 },
      { camp: 'KAK', area: 'KK1', count: 2 },
      { camp: 'KAK', area: 'KK3', count: 1 },
      { camp: null, area: null, count: 1 },
    ]);
    expect(body.byGender).toEqual([
      { gender: 'female', count: 3 },
      { gender: 'male', count: 1 },
      { gender: null, count: 1 },
    ]);
    expect(body.byNationality).toEqual([
      { nationality: 'SOM', count: 2 },
      { nationality: 'SSD', count: 2 },
      { nationality: null, count: 1 },
    ]);
    expect(body.byBand).toEqual([
      { band: 'high', count: 2 },
      { band: 'medium', count: 1 },
      { band: 'low', count: 1 },
      { band: null, count: 1 },
    ]);
    expect(response.body).not.toContain(`Registree${tag}`);
  });

  it('fills the empty buckets of a longer period and counts it by week', async () => {
    const body = (await getReport(t, `${URL}?from=${DAY}&to=${LATER}`, officer)).json();
    expect(body.bucket).toBe('week');
    expect(body.total).toBe(7);
    expect(body.overTime.length).toBeGreaterThanOrEqual(6);
    expect(body.overTime.reduce((sum: number, point: { count: number }) => sum + point.count, 0)).toBe(7);
    expect(body.overTime.filter((point: { count: number }) => point.count === 0).length).toBeGreaterThan(0);
    const daily = (await getReport(t, `${URL}?from=${NEXT_DAY}&to=${NEXT_DAY}`, officer)).json();
    expect(daily.overTime).toEqual([{ bucket: NEXT_DAY, count: 1 }]);
  });

  it('keeps to one camp when asked', async () => {
    const body = (await getReport(t, `${URL}?from=${DAY}&to=${LATER}&camp=KAK`, officer)).json();
    expect(body.total).toBe(3);
    expect(body.byLocation).toEqual([
      { camp: 'KAK', area: 'KK1', count: 2 },
      { camp: 'KAK', area: 'KK3', count: 1 },
    ]);
    expect(body.byNationality).toEqual([
      { nationality: 'SSD', count: 2 },
      { nationality: 'SOM', count: 1 },
    ]);
  });

  it('refuses a bad period or camp in English and Swahili', async () => {
    await expectFilterValidation(t, URL, officer);
  });

  it('is for approved, active staff only', async () => {
    await expectStaffOnly(t, URL);
  });
});
