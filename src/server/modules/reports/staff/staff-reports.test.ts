import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplicationEvents, jobApplications } from '@server/db/schema';
import { buildBeneficiary, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildCompany, buildEmployer, buildJobPosting } from '@server/test-support/job-builders';
import { buildProgrammeApplication } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/reports/employment';

/*
 * Other test files write applications to the same database, so this file's
 * applications fall on a day of its own far in the past; periods that include
 * that day are asserted whole, open periods only for this file's companies.
 */
const DAY = new Date(
  Date.UTC(1980 + Math.floor(Math.random() * 30), 0, 1) + Math.floor(Math.random() * 360) * 86_400_000,
)
  .toISOString()
  .slice(0, 10);
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const LATER = addDays(DAY, 40);

let t: TestApp;
let officer: BuiltUser;
const tag = randomUUID().slice(0, 8);
const names = { tailors: `Reports Tailors ${tag}`, builders: `Reports Builders ${tag}` };

async function person(
  locationCamp: string | null,
  programmes: { id: string; status: 'approved' | 'completed' | 'submitted' }[] = [],
) {
  const row = await buildBeneficiary(t, {
    ...NAME_ONLY,
    firstName: 'Zawadi',
    lastName: `Reportee${tag}`,
    locationCamp,
  });
  for (const programme of programmes) {
    await buildProgrammeApplication(t, row.id, {
      programId: programme.id,
      programType: programme.id,
      status: programme.status,
      applicationDate: null,
    });
  }
  return row.id;
}

async function apply(
  jobId: string,
  beneficiaryId: string,
  at: string,
  outcome: { status?: 'submitted' | 'shortlisted' | 'rejected' | 'hired'; interview?: 'date' | 'event' } = {},
) {
  const [row] = await t.database.db
    .insert(jobApplications)
    .values({
      jobId,
      beneficiaryId,
      status: outcome.status ?? 'submitted',
      coverLetter: 'I sew school uniforms and would like to join your team.',
      applicantName: `Zawadi Reportee${tag}`,
      interviewAt: outcome.interview === 'date' ? new Date(at) : null,
      createdAt: new Date(at),
    })
    .returning();
  if (outcome.interview === 'event') {
    await t.database.db
      .insert(jobApplicationEvents)
      .values({ applicationId: row!.id, status: row!.status, event: 'interview_scheduled' });
  }
}

function report(user: BuiltUser | null, query = '') {
  return t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: user ? { cookie: user.cookie } : {} });
}

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  const tailors = await buildCompany(t, (await buildEmployer(t)).userId, { companyName: names.tailors });
  const builders = await buildCompany(t, (await buildEmployer(t)).userId, { companyName: names.builders });
  const tailorsJob = await buildJobPosting(t, tailors.id);
  const buildersJob = await buildJobPosting(t, builders.id);

  const inTwoProgrammes = await person('KAK', [
    { id: 'cash-transfer', status: 'approved' },
    { id: 'skills-training', status: 'completed' },
  ]);
  const withoutProgramme = await person('DAD');
  const onlyApplied = await person(null, [{ id: 'business-grant', status: 'submitted' }]);
  const unknownCamp = await person('XYZ');

  await apply(tailorsJob.id, inTwoProgrammes, `${DAY}T09:00:00Z`, { status: 'hired', interview: 'date' });
  await apply(tailorsJob.id, withoutProgramme, `${DAY}T10:00:00Z`, { status: 'shortlisted', interview: 'event' });
  // 00:30 in Kenya is still the evening before in UTC: the report day is Kenya's.
  await apply(tailorsJob.id, unknownCamp, `${DAY}T00:30:00+03:00`, { status: 'rejected' });
  await apply(buildersJob.id, onlyApplied, `${DAY}T20:59:00Z`);
  await apply(buildersJob.id, withoutProgramme, `${LATER}T12:00:00Z`, { status: 'hired', interview: 'date' });
});

afterAll(async () => t.close());

describe('GET /api/v1/staff/reports/employment', () => {
  it('counts applications, interviews and hires of one day by employer, camp and programme', async () => {
    const response = await report(officer, `?from=${DAY}&to=${DAY}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.byEmployer).toEqual([
      { companyId: expect.any(String), companyName: names.tailors, applications: 3, interviews: 2, hires: 1 },
      { companyId: expect.any(String), companyName: names.builders, applications: 1, interviews: 0, hires: 0 },
    ]);
    expect(body.byCamp).toEqual([
      { camp: 'DAD', applications: 1, interviews: 1, hires: 0 },
      { camp: 'KAK', applications: 1, interviews: 1, hires: 1 },
      { camp: null, applications: 2, interviews: 0, hires: 0 },
    ]);
    expect(body.byProgramme).toEqual([
      { programmeId: 'cash-transfer', programme: 'Emergency Cash Transfer', applications: 1, interviews: 1, hires: 1 },
      {
        programmeId: 'skills-training',
        programme: 'Skills Development Program',
        applications: 1,
        interviews: 1,
        hires: 1,
      },
      { programmeId: null, programme: null, applications: 3, interviews: 1, hires: 0 },
    ]);
    expect(body.totals).toEqual({ applications: 4, interviews: 2, hires: 1 });
  });

  it('widens with the period, names programmes in the reader’s language and shares no personal data', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}?from=${DAY}&to=${LATER}`,
      headers: { cookie: officer.cookie, 'accept-language': 'sw' },
    });
    const body = response.json();
    expect(body.totals).toEqual({ applications: 5, interviews: 3, hires: 2 });
    expect(body.byEmployer.find((row: { companyName: string }) => row.companyName === names.builders)).toMatchObject({
      applications: 2,
      hires: 1,
    });
    expect(body.byProgramme.map((row: { programme: string | null }) => row.programme)).toContain(
      'Uhamisho wa Fedha wa Dharura',
    );
    expect(response.body).not.toContain(`Reportee${tag}`);
  });

  it('keeps to the applications of people from one camp', async () => {
    const body = (await report(officer, `?from=${DAY}&to=${LATER}&camp=DAD`)).json();
    expect(body.totals).toEqual({ applications: 2, interviews: 2, hires: 1 });
    expect(body.byCamp).toEqual([{ camp: 'DAD', applications: 2, interviews: 2, hires: 1 }]);
  });

  it('without a period counts every application of a company', async () => {
    const body = (await report(officer)).json();
    const tailors = body.byEmployer.find((row: { companyName: string }) => row.companyName === names.tailors);
    expect(tailors).toMatchObject({ applications: 3, interviews: 2, hires: 1 });
    expect(body.totals.applications).toBeGreaterThanOrEqual(5);
  });

  it('refuses a malformed date or a period that ends before it starts', async () => {
    const badDate = await report(officer, '?from=2026-13-01');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain('Please enter a valid date');
    const reversed = await report(officer, `?from=${LATER}&to=${DAY}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('The end of the period must be on or after its start');
    expect((await report(officer, '?name=Zawadi')).statusCode).toBe(400);
  });

  it('is for approved, active staff only', async () => {
    expect((await report(null)).statusCode).toBe(401);
    expect((await report(await buildUser(t, { userType: 'beneficiary' }))).statusCode).toBe(403);
    expect((await report(await buildEmployer(t))).statusCode).toBe(403);
    expect(
      (await report(await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null }))).statusCode,
    ).toBe(403);
    expect(
      (await report(await buildStaffMember(t, { status: 'deactivated', isAdmin: false, site: null }))).statusCode,
    ).toBe(403);
  });
});
