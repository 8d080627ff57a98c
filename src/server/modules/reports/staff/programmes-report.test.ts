import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityAttendance, projectActivities, projectEnrolments, projectExpenditures } from '@server/db/schema';
import { buildBeneficiaries, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { addDays, expectFilterValidation, expectStaffOnly, farPastDay, getReport } from './report-fixtures';

const URL = '/api/v1/staff/reports/programmes';
const DAY = farPastDay();
const LATER = addDays(DAY, 40);
const YEAR = DAY.slice(0, 4);
// Partners of this file alone, so their rows in byPartner are this file's.
const letters = randomUUID()
  .replace(/[^a-f]/g, '')
  .toUpperCase()
  .padEnd(6, 'A')
  .slice(0, 6);
const PARTNER_A = `RA${letters}`;
const PARTNER_B = `RB${letters}`;

let t: TestApp;
let officer: BuiltUser;
let tailoring: string;

async function project(
  partner: string,
  sequence: string,
  location: string,
  values: { target: number; budget: number },
) {
  const row = await buildProject(t, {
    code: `${partner}-SKT-${YEAR}-${sequence}`,
    name: `Tailoring ${partner} ${sequence}`,
    partner,
    type: 'skills_training',
    location,
    targetBeneficiaries: values.target,
    budget: values.budget,
    startDate: addDays(DAY, -30),
    endDate: addDays(DAY, 90),
    status: 'active',
  });
  return row.id;
}

async function people(count: number) {
  const rows = await buildBeneficiaries(
    t,
    Array.from({ length: count }, () => ({ ...NAME_ONLY, firstName: 'Baraka', lastName: `Learner${letters}` })),
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  tailoring = await project(PARTNER_A, '001', 'KAK', { target: 10, budget: 5000 });
  const farming = await project(PARTNER_A, '002', 'DAD', { target: 4, budget: 2000 });
  await project(PARTNER_B, '001', 'KAK', { target: 8, budget: 1000 });
  const [a, b, c, d, e] = await people(5);
  const on = (day: string) => new Date(`${day}T09:00:00+03:00`);
  await t.database.db.insert(projectEnrolments).values([
    { projectId: tailoring, beneficiaryId: a!, enrolledAt: on(DAY), status: 'completed', completedAt: on(LATER) },
    { projectId: tailoring, beneficiaryId: b!, enrolledAt: on(DAY), status: 'enrolled' },
    { projectId: tailoring, beneficiaryId: c!, enrolledAt: on(DAY), status: 'withdrawn', withdrawnAt: on(DAY) },
    { projectId: tailoring, beneficiaryId: d!, enrolledAt: on(LATER), status: 'enrolled' },
    { projectId: farming, beneficiaryId: e!, enrolledAt: on(DAY), status: 'completed', completedAt: on(DAY) },
  ]);
  const [session] = await t.database.db
    .insert(projectActivities)
    .values({ projectId: tailoring, title: 'Cutting patterns', activityDate: DAY, place: 'Kakuma 1 hall' })
    .returning();
  await t.database.db.insert(activityAttendance).values([
    { activityId: session!.id, beneficiaryId: a!, present: true },
    { activityId: session!.id, beneficiaryId: b!, present: true },
    { activityId: session!.id, beneficiaryId: c!, present: false },
  ]);
  await t.database.db.insert(projectExpenditures).values([
    { projectId: tailoring, amount: 1200, description: 'Sewing machines', spentOn: DAY },
    { projectId: tailoring, amount: 300, description: 'Fabric', spentOn: LATER },
    { projectId: farming, amount: 500, description: 'Seeds', spentOn: DAY },
  ]);
});

afterAll(async () => t.close());

type Row = { partner: string; [key: string]: unknown };
const mine = (body: { byProject: Row[]; byPartner: Row[] }) => ({
  projects: body.byProject.filter((row) => row.partner.endsWith(letters)),
  partners: body.byPartner.filter((row) => row.partner.endsWith(letters)),
});

describe('GET /api/v1/staff/reports/programmes', () => {
  it('measures each project of the period against its target and budget', async () => {
    const response = await getReport(t, `${URL}?from=${DAY}&to=${DAY}`, officer);
    expect(response.statusCode).toBe(200);
    const { projects: rows, partners } = mine(response.json());
    expect(rows.map((row) => row.code)).toEqual([
      `${PARTNER_A}-SKT-${YEAR}-001`,
      `${PARTNER_A}-SKT-${YEAR}-002`,
      `${PARTNER_B}-SKT-${YEAR}-001`,
    ]);
    expect(rows[0]).toMatchObject({
      projectId: tailoring,
      location: 'KAK',
      type: 'skills_training',
      target: 10,
      enrolled: 2,
      completed: 1,
      withdrawn: 1,
      completionRate: 50,
      attendanceTaken: 3,
      attendancePresent: 2,
      attendanceRate: 67,
      budget: 5000,
      spent: 1200,
    });
    expect(rows[2]).toMatchObject({ enrolled: 0, completionRate: null, attendanceRate: null, spent: 0 });
    expect(partners).toEqual([
      expect.objectContaining({
        partner: PARTNER_A,
        projects: 2,
        target: 14,
        enrolled: 3,
        completed: 2,
        completionRate: 67,
        budget: 7000,
        spent: 1700,
        attendanceRate: 67,
      }),
      expect.objectContaining({ partner: PARTNER_B, projects: 1, enrolled: 0, completionRate: null }),
    ]);
    expect(response.body).not.toContain(`Learner${letters}`);
  });

  it('widens with the period and keeps to the projects of one camp', async () => {
    const wide = mine((await getReport(t, `${URL}?from=${DAY}&to=${LATER}`, officer)).json());
    expect(wide.projects[0]).toMatchObject({ enrolled: 3, spent: 1500 });
    const kakuma = (await getReport(t, `${URL}?from=${DAY}&to=${LATER}&camp=KAK`, officer)).json();
    expect(kakuma.byProject.every((row: { location: string }) => row.location === 'KAK')).toBe(true);
    expect(mine(kakuma).projects).toHaveLength(2);
    expect(mine(kakuma).partners.find((row) => row.partner === PARTNER_A)).toMatchObject({ projects: 1, budget: 5000 });
  });

  it('leaves out projects that do not run in the period', async () => {
    const before = mine(
      (await getReport(t, `${URL}?from=${addDays(DAY, -400)}&to=${addDays(DAY, -300)}`, officer)).json(),
    );
    expect(before.projects).toEqual([]);
  });

  it('refuses a bad period or camp in English and Swahili', async () => {
    await expectFilterValidation(t, URL, officer);
  });

  it('is for approved, active staff only', async () => {
    await expectStaffOnly(t, URL);
  });
});
