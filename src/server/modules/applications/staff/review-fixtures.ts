import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  auditEvents,
  beneficiaries,
  beneficiaryNotifications,
  programApplications,
  programmes,
  projects,
} from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import { validForm } from '../beneficiary/applications-fixtures';
import { uniqueProgresId } from '@server/modules/registry/staff-record/record-fixtures';

/*
 * Data of the application review tests, inserted through the schema. Files
 * share one PostgreSQL, so each test file makes a programme of its own and
 * lists filter by it.
 */

export const BASE = '/api/v1/staff/applications';

export async function insertProgramme(t: TestApp): Promise<string> {
  const id = `review-${randomInt(1e9)}`;
  const content = {
    name: `Review Programme ${id}`,
    description: 'Test',
    amount: 'KES 1',
    duration: '1 month',
    eligibility: [],
  };
  await t.database.db.insert(programmes).values({
    id,
    type: 'assistance',
    position: 99,
    content: { en: content, sw: { ...content, name: `Programu ${id}` } },
  });
  return id;
}

type PersonValues = Partial<typeof beneficiaries.$inferInsert>;
type ApplicationValues = Partial<typeof programApplications.$inferInsert>;

export async function insertPerson(t: TestApp, values: PersonValues = {}) {
  const [row] = await t.database.db
    .insert(beneficiaries)
    .values({
      progresId: uniqueProgresId(),
      firstName: 'Halima',
      lastName: `Abdi-${randomInt(1e9)}`,
      dateOfBirth: '1996-04-02',
      locationCamp: 'KAK',
      locationArea: 'KK2',
      locationBlock: 'B7',
      ...values,
    })
    .returning();
  return row!;
}

const { programId: _programId, ...formData } = validForm;

/** A submitted application (priority 80 by default) of a new person unless one is given. */
export async function insertApplication(
  t: TestApp,
  programId: string,
  values: ApplicationValues = {},
  person: PersonValues = {},
) {
  const beneficiaryId = values.beneficiaryId ?? (await insertPerson(t, person)).id;
  const [row] = await t.database.db
    .insert(programApplications)
    .values({
      beneficiaryId,
      programId,
      programType: 'assistance',
      status: 'submitted',
      applicationData: formData,
      completionPercentage: 100,
      priorityScore: 80,
      applicationDate: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

export async function insertProject(
  t: TestApp,
  programId: string | null,
  status: 'active' | 'planning' | 'completed' | 'suspended' = 'active',
) {
  const [row] = await t.database.db
    .insert(projects)
    .values({
      code: `IRC-SKT-${randomInt(1e9)}`,
      name: `Tailoring ${randomInt(1e6)}`,
      partner: 'IRC',
      type: 'skills_training',
      location: 'KAK',
      programmeId: programId,
      targetBeneficiaries: 20,
      budget: 10_000,
      startDate: '2026-02-01',
      endDate: '2026-08-31',
      status,
    })
    .returning();
  return row!;
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
