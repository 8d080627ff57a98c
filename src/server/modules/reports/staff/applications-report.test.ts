import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptySelectionCounts,
  type ApplicationsReport,
  type SelectionCounts,
} from '@domain/programme-selection-report';
import { buildBeneficiary, NAME_ONLY } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProgramme, type ProgrammeRow } from '@server/test-support/programme-builders';
import { buildProgrammeApplication } from '@server/test-support/record-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { addDays, expectFilterValidation, expectStaffOnly, farPastDay, getReport } from './report-fixtures';

const URL = '/api/v1/staff/reports/applications';
// A leap day has no birthday 18 years earlier.
const DAY = farPastDay().replace(/-02-29$/, '-02-28');
const tag = randomUUID().slice(0, 8);

let t: TestApp;
let officer: BuiltUser;
let first: ProgrammeRow;
let second: ProgrammeRow;

/** The date of birth of someone who is `years` old on DAY; `daysLater` > 0 makes them a year younger. */
function bornYearsBefore(years: number, daysLater = 0): string {
  const birthday = `${Number(DAY.slice(0, 4)) - years}${DAY.slice(4)}`;
  return addDays(birthday, daysLater);
}

interface Applicant {
  gender: 'female' | 'male' | 'prefer_not_to_say' | null;
  dateOfBirth: string | null;
  camp: string | null;
}

type ApplicationState = Parameters<typeof buildProgrammeApplication>[2];

async function apply(programme: ProgrammeRow, who: Applicant, state: ApplicationState, day = DAY) {
  const person = await buildBeneficiary(t, {
    ...NAME_ONLY,
    firstName: 'Amina',
    lastName: `Applicant${tag}`,
    gender: who.gender,
    dateOfBirth: who.dateOfBirth,
    locationCamp: who.camp,
  });
  // 01:00 in Kenya is the evening before in UTC: the age must be counted on the Kenyan day.
  await buildProgrammeApplication(t, person.id, {
    programId: programme.id,
    programType: 'skills_training',
    applicationDate: new Date(`${day}T01:00:00+03:00`),
    ...state,
  });
}

const selected = { status: 'approved', eligible: true, selectedAt: new Date(`${DAY}T12:00:00+03:00`) } as const;

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Operations' });
  first = await buildProgramme(t);
  second = await buildProgramme(t);
  // First programme: five counted applications, a draft and one from before the period.
  await apply(first, { gender: 'female', dateOfBirth: bornYearsBefore(18, 1), camp: 'KAK' }, { eligible: true });
  await apply(first, { gender: 'female', dateOfBirth: bornYearsBefore(18), camp: 'KAK' }, selected);
  await apply(
    first,
    { gender: 'male', dateOfBirth: bornYearsBefore(30), camp: 'DAD' },
    { status: 'rejected', eligible: false },
  );
  await apply(
    first,
    { gender: 'male', dateOfBirth: bornYearsBefore(60), camp: 'KAK' },
    { ...selected, status: 'withdrawn', withdrawnAt: new Date() },
  );
  await apply(first, { gender: null, dateOfBirth: null, camp: 'DAD' }, { status: 'submitted', eligible: null });
  await apply(
    first,
    { gender: 'female', dateOfBirth: bornYearsBefore(40), camp: 'KAK' },
    { status: 'draft', eligible: true },
  );
  await apply(
    first,
    { gender: 'female', dateOfBirth: bornYearsBefore(40), camp: 'KAK' },
    { eligible: true },
    addDays(DAY, -10),
  );
  // Second programme: three applications.
  await apply(
    second,
    { gender: 'male', dateOfBirth: bornYearsBefore(36), camp: 'DAD' },
    { status: 'under_review', eligible: true },
  );
  await apply(second, { gender: 'prefer_not_to_say', dateOfBirth: bornYearsBefore(59), camp: 'KAK' }, selected);
  await apply(second, { gender: 'female', dateOfBirth: bornYearsBefore(25, 1), camp: 'DAD' }, selected);
});

afterAll(async () => t.close());

const counts = (partial: Partial<SelectionCounts>): SelectionCounts => ({ ...emptySelectionCounts(), ...partial });

async function report(query: string, language = 'en'): Promise<ApplicationsReport> {
  const response = await getReport(t, `${URL}?from=${DAY}&to=${DAY}${query}`, officer, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function only<T extends { programmeId: string }>(rows: T[], programme: ProgrammeRow): T[] {
  return rows.filter((row) => row.programmeId === programme.id);
}

function pick<T extends SelectionCounts>(row: T): SelectionCounts {
  const { applications, eligible, ineligible, selected: chosen, waiting, withdrawn } = row;
  return { applications, eligible, ineligible, selected: chosen, waiting, withdrawn };
}

describe('GET /api/v1/staff/reports/applications', () => {
  it('counts each programme by camp, gender and age band on the day of application', async () => {
    const body = await report('');
    const [a] = only(body.byProgramme, first);
    expect(a!.programme).toBe(`Programme ${first.id}`);
    expect(pick(a!)).toEqual(
      counts({ applications: 5, eligible: 3, ineligible: 1, selected: 1, waiting: 1, withdrawn: 1 }),
    );
    expect(a!.byGender).toEqual([
      { gender: 'female', ...counts({ applications: 2, eligible: 2, selected: 1, waiting: 1 }) },
      { gender: 'male', ...counts({ applications: 2, eligible: 1, ineligible: 1, withdrawn: 1 }) },
      { gender: 'other', ...counts({ applications: 1 }) },
    ]);
    expect(a!.byAgeBand).toEqual([
      { band: 'under_18', ...counts({ applications: 1, eligible: 1, waiting: 1 }) },
      { band: '18_24', ...counts({ applications: 1, eligible: 1, selected: 1 }) },
      { band: '25_35', ...counts({ applications: 1, ineligible: 1 }) },
      { band: '36_59', ...counts({}) },
      { band: '60_plus', ...counts({ applications: 1, eligible: 1, withdrawn: 1 }) },
      { band: 'unknown', ...counts({ applications: 1 }) },
    ]);
    const aCamps = only(body.byProgrammeAndCamp, first);
    expect(aCamps.map((row) => [row.camp, pick(row)])).toEqual([
      ['DAD', counts({ applications: 2, ineligible: 1 })],
      ['KAK', counts({ applications: 3, eligible: 3, selected: 1, waiting: 1, withdrawn: 1 })],
    ]);
    expect(aCamps[1]!.byGender.map((row) => [row.gender, row.applications])).toEqual([
      ['female', 2],
      ['male', 1],
      ['other', 0],
    ]);

    const [b] = only(body.byProgramme, second);
    expect(pick(b!)).toEqual(counts({ applications: 3, eligible: 3, selected: 2, waiting: 1 }));
    expect(b!.byGender).toEqual([
      { gender: 'female', ...counts({ applications: 1, eligible: 1, selected: 1 }) },
      { gender: 'male', ...counts({ applications: 1, eligible: 1, waiting: 1 }) },
      { gender: 'other', ...counts({ applications: 1, eligible: 1, selected: 1 }) },
    ]);
    expect(b!.byAgeBand.map((row) => [row.band, pick(row)])).toEqual([
      ['under_18', counts({})],
      ['18_24', counts({ applications: 1, eligible: 1, selected: 1 })],
      ['25_35', counts({})],
      ['36_59', counts({ applications: 2, eligible: 2, selected: 1, waiting: 1 })],
      ['60_plus', counts({})],
      ['unknown', counts({})],
    ]);
    expect(only(body.byProgrammeAndCamp, second).map((row) => [row.camp, pick(row)])).toEqual([
      ['DAD', counts({ applications: 2, eligible: 2, selected: 1, waiting: 1 })],
      ['KAK', counts({ applications: 1, eligible: 1, selected: 1 })],
    ]);
  });

  it('narrows to one programme and one camp, with totals of what is shown', async () => {
    const one = await report(`&programmeId=${second.id}`);
    expect(one.byProgramme.map((row) => row.programmeId)).toEqual([second.id]);
    expect(one.totals).toEqual(counts({ applications: 3, eligible: 3, selected: 2, waiting: 1 }));

    const kakuma = await report(`&camp=KAK&programmeId=${first.id}`);
    expect(kakuma.byProgrammeAndCamp.map((row) => row.camp)).toEqual(['KAK']);
    expect(kakuma.totals).toEqual(counts({ applications: 3, eligible: 3, selected: 1, waiting: 1, withdrawn: 1 }));
  });

  it('counts by the day of application: the earlier one only in a period that holds it', async () => {
    const wider = await getReport(t, `${URL}?from=${addDays(DAY, -10)}&to=${DAY}&programmeId=${first.id}`, officer);
    expect(wider.json().totals.applications).toBe(6);
  });

  it("names programmes in the reader's language", async () => {
    const body = await report(`&programmeId=${first.id}`, 'sw');
    expect(body.byProgramme[0]!.programme).toBe(`Programu ${first.id}`);
  });

  it('refuses bad filters and anyone but approved staff', async () => {
    await expectFilterValidation(t, URL, officer);
    await expectStaffOnly(t, URL);
  });
});
