import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addMonths } from '@domain/programmes/cycles-entitlements';
import { nairobiToday } from '@domain/kenya-day';
import type { EntitlementPlan } from '@domain/programmes/cycles-plan';
import { activityAttendance, cycleInstalmentPayments, paymentRecords, projectActivities } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * What the cycle API tests need: a business-grant programme with its project and people, a cycle running
 * today, attendance taken, and the requests the console sends. Each test makes its own programme.
 */

export const programmeUrl = (programmeId: string) => `/api/v1/staff/programmes/${programmeId}/cycles`;

export function call(t: TestApp, user: BuiltUser, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** 40% on joining, 40% after 80% attendance, 20% after a verification visit, of KES 50,000. */
export const BUSINESS_GRANT: EntitlementPlan = {
  kind: 'tranches',
  total: 50_000,
  tranches: [
    { share: 40, conditions: [] },
    { share: 40, conditions: [{ kind: 'attendance_at_least', percent: 80 }] },
    { share: 20, conditions: [{ kind: 'verification_visit' }] },
  ],
};

/** A programme of the lead agency with a project in Kakuma and `count` people enrolled in it. */
export async function buildGrantProgramme(t: TestApp, count = 2) {
  const programme = await buildProgramme(t, { kind: 'business_grant' });
  const project = await buildProject(t, {
    code: `UNHCR-GRT-2026-${randomInt(1e9)}`,
    partner: 'UNHCR',
    type: 'business_support',
    location: 'KAK',
    programmeId: programme.id,
    startDate: '2026-01-01',
    endDate: '2027-12-31',
  });
  const people = [];
  for (let index = 0; index < count; index += 1) {
    const person = await buildBeneficiary(t, {
      firstName: 'Amina',
      lastName: `Grantee${randomInt(1e6)}`,
      locationCamp: 'KAK',
      phoneNumber: `+2547${String(randomInt(1e8)).padStart(8, '0')}`,
    });
    people.push(person.id);
  }
  await buildEnrolments(t, project.id, people);
  return { programmeId: programme.id, projectId: project.id, people };
}

/** A cycle that began two months ago and runs four more. */
export function cycleBody(projectId: string, plan: EntitlementPlan = BUSINESS_GRANT) {
  const today = nairobiToday();
  return { name: 'Cohort 1', projectId, startsOn: addMonths(today, -2), endsOn: addMonths(today, 4), plan };
}

/** Attendance at `sessions` past activities of the project, `attended` of them present. */
export async function takeAttendance(
  t: TestApp,
  projectId: string,
  beneficiaryId: string,
  sessions: number,
  attended: number,
) {
  for (let index = 0; index < sessions; index += 1) {
    const [activity] = await t.database.db
      .insert(projectActivities)
      .values({
        projectId,
        title: `Session ${index + 1}`,
        activityDate: addMonths(nairobiToday(), -1),
        place: 'Kakuma 1',
      })
      .returning({ id: projectActivities.id });
    await t.database.db
      .insert(activityAttendance)
      .values({ activityId: activity!.id, beneficiaryId, present: index < attended });
  }
}

/** The instalments written for the cycle with their payments' amounts. */
export async function instalmentPaymentsOf(t: TestApp, cycleId: string) {
  return t.database.db
    .select({
      beneficiaryId: cycleInstalmentPayments.beneficiaryId,
      key: cycleInstalmentPayments.instalmentKey,
      amount: paymentRecords.amount,
      batchId: paymentRecords.batchId,
    })
    .from(cycleInstalmentPayments)
    .innerJoin(paymentRecords, eq(paymentRecords.id, cycleInstalmentPayments.paymentId))
    .where(eq(cycleInstalmentPayments.cycleId, cycleId));
}
