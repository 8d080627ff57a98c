import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditEvents, beneficiaryNotifications, programApplications } from '@server/db/schema';
import { buildBeneficiary, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { buildProgramme, programmeTexts } from '@server/test-support/programme-builders';
import { buildProject, uniqueProjectCode } from '@server/test-support/project-builders';
import { buildProgrammeApplication, type ProgrammeApplicationValues } from '@server/test-support/record-builders';
import type { TestApp } from '@server/test-support/test-app';
import { validForm } from '../beneficiary/applications-fixtures';

/*
 * Data of the application review tests, inserted through the schema. Files
 * share one PostgreSQL, so each test file makes a programme of its own and
 * lists filter by it.
 */

export const BASE = '/api/v1/staff/applications';

export async function insertProgramme(t: TestApp): Promise<string> {
  const id = `review-${randomInt(1e9)}`;
  await buildProgramme(t, {
    id,
    kind: 'other',
    position: 99,
    content: { en: programmeTexts(`Review Programme ${id}`), sw: programmeTexts(`Programu ${id}`) },
  });
  return id;
}

/** Halima Abdi of Kakuma 2 block 7, born 1996, with a surname of this call only. */
export function kakumaPerson(values: BeneficiaryValues = {}): BeneficiaryValues {
  return {
    firstName: 'Halima',
    lastName: `Abdi-${randomInt(1e9)}`,
    dateOfBirth: '1996-04-02',
    locationCamp: 'KAK',
    locationArea: 'KK2',
    locationBlock: 'B7',
    ...values,
  };
}

const { programId: _programId, ...formData } = validForm;

/** A submitted application (priority 80 by default) of a new person unless one is given. */
export async function insertApplication(
  t: TestApp,
  programId: string,
  values: ProgrammeApplicationValues = {},
  person: BeneficiaryValues = {},
) {
  const beneficiaryId = values.beneficiaryId ?? (await buildBeneficiary(t, kakumaPerson(person))).id;
  return buildProgrammeApplication(t, beneficiaryId, {
    programId,
    programType: 'assistance',
    applicationData: formData,
    completionPercentage: 100,
    priorityScore: 80,
    ...values,
  });
}

/** A project of the programme (or of none) in Kakuma, running through 2026 unless closed. */
export function insertProject(
  t: TestApp,
  programId: string | null,
  status: 'active' | 'planning' | 'completed' | 'suspended' = 'active',
) {
  return buildProject(t, {
    code: uniqueProjectCode(),
    name: `Tailoring ${randomInt(1e6)}`,
    location: 'KAK',
    programmeId: programId,
    budget: 10_000,
    startDate: '2026-02-01',
    endDate: '2026-08-31',
    status,
  });
}

export function call(
  t: TestApp,
  user: Pick<BuiltUser, 'cookie'> | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function applicationRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(programApplications).where(eq(programApplications.id, id));
  return row!;
}

export function auditOf(t: TestApp, targetId: string, action: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, targetId), eq(auditEvents.action, action)));
}

export function notificationsOf(t: TestApp, beneficiaryId: string) {
  return t.database.db
    .select()
    .from(beneficiaryNotifications)
    .where(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId));
}
