import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { EligibilityRule } from '@domain/programmes/eligibility-rules';
import type { ProgrammeQuota } from '@domain/programmes/programme-design';
import { auditEvents, beneficiaryNotifications, programApplications, staffMembers } from '@server/db/schema';
import { buildBeneficiaries } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildProject, uniqueProjectCode } from '@server/test-support/project-builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * Data of the selection tests, inserted through the schema: a programme of each test's own (with a project
 * to enrol into), and applicants inserted in bulk, so a hundred applicants cost two statements.
 */

export const PROGRAMMES = '/api/v1/staff/programmes';

export async function selectionProgramme(
  t: TestApp,
  values: { places?: number | null; quotas?: ProgrammeQuota[]; rules?: EligibilityRule[]; household?: boolean } = {},
) {
  const programme = await buildProgramme(t, {
    id: `selection-${randomInt(1e9)}`,
    places: values.places ?? null,
    quotas: values.quotas ?? [],
    eligibilityRules: values.rules ?? [],
    onePlacePerHousehold: values.household ?? false,
  });
  const project = await buildProject(t, {
    code: uniqueProjectCode(),
    name: `Tailoring ${randomInt(1e6)}`,
    location: 'KAK',
    programmeId: programme.id,
    budget: 10_000,
    startDate: '2026-02-01',
    endDate: '2026-12-31',
    status: 'active',
  });
  return { programmeId: programme.id, projectId: project.id };
}

export interface Applicant {
  score: number;
  gender?: 'male' | 'female';
  camp?: 'KAK' | 'DAD';
  /** Minutes after a fixed start: who applied first wins a tie. */
  appliedMinute?: number;
  dateOfBirth?: string;
  firstName?: string;
}

/** Submitted applications of new people, in the given order; returns their ids in the same order. */
export async function insertApplicants(t: TestApp, programmeId: string, applicants: readonly Applicant[]) {
  const people = await buildBeneficiaries(
    t,
    applicants.map((applicant, index) => ({
      firstName: applicant.firstName ?? `Person${index}`,
      lastName: `Selection-${randomInt(1e9)}`,
      gender: applicant.gender ?? 'male',
      locationCamp: applicant.camp ?? 'KAK',
      dateOfBirth: applicant.dateOfBirth ?? '1995-01-01',
    })),
  );
  const rows = await t.database.db
    .insert(programApplications)
    .values(
      applicants.map((applicant, index) => ({
        beneficiaryId: people[index]!.id,
        programId: programmeId,
        programType: 'skills_training',
        status: 'submitted' as const,
        applicationData: {},
        priorityScore: applicant.score,
        applicationDate: new Date(Date.UTC(2026, 0, 5, 8, applicant.appliedMinute ?? index)),
      })),
    )
    .returning({ id: programApplications.id, beneficiaryId: programApplications.beneficiaryId });
  return rows;
}

/** An officer who may select (the programme design permission), or one who may only read. */
export async function buildOfficer(t: TestApp, mayDesign = true): Promise<BuiltUser> {
  const officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  if (mayDesign)
    await t.database.db
      .update(staffMembers)
      .set({ programmeDesign: true })
      .where(eq(staffMembers.userId, officer.userId));
  return officer;
}

export function call(
  t: TestApp,
  user: Pick<BuiltUser, 'cookie'>,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function applicationsOf(t: TestApp, ids: readonly string[]) {
  return t.database.db
    .select()
    .from(programApplications)
    .where(inArray(programApplications.id, [...ids]));
}

export function auditsOf(t: TestApp, beneficiaryId: string, action: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, beneficiaryId), eq(auditEvents.action, action)));
}

export function notificationsOf(t: TestApp, beneficiaryId: string) {
  return t.database.db
    .select()
    .from(beneficiaryNotifications)
    .where(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId));
}
