import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, type StaffApplicationFilters } from '@domain/application-review';
import type { StaffScope } from '@domain/organisations';
import { projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaries,
  programApplications,
  programmeFormulas,
  programmes,
  projects,
  staffMembers,
  users,
} from '@server/db/schema';
import { applicationInScope } from './application-scope';

export type ApplicationRow = typeof programApplications.$inferSelect;

const assignee = alias(users, 'assignee');
const reviewer = alias(users, 'reviewer');
const assigneeMembership = alias(staffMembers, 'assignee_membership');

/** The programme's name in the reader's language, English when it has none. */
const programmeName = (language: string) =>
  sql<string>`coalesce(${programmes.content} -> ${language} ->> 'name', ${programmes.content} -> 'en' ->> 'name')`;

const itemColumns = (language: string) => ({
  id: programApplications.id,
  programId: programApplications.programId,
  programName: programmeName(language),
  status: programApplications.status,
  priorityScore: programApplications.priorityScore,
  submittedAt: programApplications.applicationDate,
  person: {
    id: beneficiaries.id,
    firstName: beneficiaries.firstName,
    lastName: beneficiaries.lastName,
    progresId: beneficiaries.progresId,
    camp: beneficiaries.locationCamp,
    area: beneficiaries.locationArea,
    block: beneficiaries.locationBlock,
  },
  assignedToId: programApplications.assignedTo,
  assignedFirstName: assignee.firstName,
  assignedLastName: assignee.lastName,
  // A deactivated reviewer cannot sign in: another officer takes the application over.
  assignedActive: sql<boolean>`coalesce(${assigneeMembership.status} = 'active', false)`.mapWith(Boolean),
});

function filtersOf(scope: StaffScope, filters: StaffApplicationFilters, userId: string): SQL | undefined {
  return and(
    applicationInScope(scope),
    // Drafts belong to the person until they submit.
    filters.status
      ? eq(programApplications.status, filters.status)
      : inArray(programApplications.status, [...REVIEW_STATUSES]),
    filters.programId ? eq(programApplications.programId, filters.programId) : undefined,
    filters.minPriority !== undefined ? gte(programApplications.priorityScore, filters.minPriority) : undefined,
    filters.maxPriority !== undefined ? lte(programApplications.priorityScore, filters.maxPriority) : undefined,
    filters.camp ? eq(beneficiaries.locationCamp, filters.camp) : undefined,
    filters.assignedToMe ? eq(programApplications.assignedTo, userId) : undefined,
  );
}

/** Highest priority first; among equals, the one waiting longest; the id keeps pages from overlapping. */
export async function listApplicationsForReview(
  db: Database,
  request: {
    scope: StaffScope;
    filters: StaffApplicationFilters;
    userId: string;
    language: string;
    page: number;
    pageSize: number;
  },
) {
  const where = filtersOf(request.scope, request.filters, request.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns(request.language))
      .from(programApplications)
      .innerJoin(programmes, eq(programmes.id, programApplications.programId))
      .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
      .leftJoin(assignee, eq(assignee.id, programApplications.assignedTo))
      .leftJoin(assigneeMembership, eq(assigneeMembership.userId, programApplications.assignedTo))
      .where(where)
      .orderBy(
        sql`${programApplications.priorityScore} desc nulls last`,
        asc(programApplications.applicationDate),
        asc(programApplications.createdAt),
        asc(programApplications.id),
      )
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db
      .select({ total: count() })
      .from(programApplications)
      .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
      .where(where),
  ]);
  return { rows, total: toCount(total?.total) };
}

export type ApplicationItemRow = Awaited<ReturnType<typeof listApplicationsForReview>>['rows'][number];

/** One application that staff may see (in scope, never a draft), with what the detail page shows around it. */
export async function findApplicationForReview(db: Database, scope: StaffScope, id: string, language: string) {
  const [row] = await db
    .select({
      ...itemColumns(language),
      applicationData: programApplications.applicationData,
      reviewerNotes: programApplications.reviewerNotes,
      reviewedAt: programApplications.reviewedAt,
      reviewedById: programApplications.reviewedBy,
      reviewedFirstName: reviewer.firstName,
      reviewedLastName: reviewer.lastName,
      enrolledProjectId: programApplications.enrolledProjectId,
      scoreBreakdown: programApplications.scoreBreakdown,
      formulaVersion: programmeFormulas.version,
      selectedAt: programApplications.selectedAt,
      withdrawnAt: programApplications.withdrawnAt,
      withdrawalReason: programApplications.withdrawalReason,
      programme: { closesOn: programmes.closesOn, eligibilityRules: programmes.eligibilityRules },
    })
    .from(programApplications)
    .innerJoin(programmes, eq(programmes.id, programApplications.programId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
    .leftJoin(programmeFormulas, eq(programmeFormulas.id, programApplications.formulaId))
    .leftJoin(assignee, eq(assignee.id, programApplications.assignedTo))
    .leftJoin(assigneeMembership, eq(assigneeMembership.userId, programApplications.assignedTo))
    .leftJoin(reviewer, eq(reviewer.id, programApplications.reviewedBy))
    .where(
      and(
        eq(programApplications.id, id),
        inArray(programApplications.status, [...REVIEW_STATUSES]),
        applicationInScope(scope),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Locks the application for a change; drafts (not staff's to change) and those outside scope are not found. */
export async function lockApplication(db: Database, scope: StaffScope, id: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(programApplications)
    .where(
      and(
        eq(programApplications.id, id),
        inArray(programApplications.status, [...REVIEW_STATUSES]),
        applicationInScope(scope),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updateApplication(
  db: Database,
  id: string,
  values: Partial<typeof programApplications.$inferInsert>,
): Promise<void> {
  await db
    .update(programApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programApplications.id, id));
}

export type ProjectRow = typeof projects.$inferSelect;

export async function findProject(db: Database, id: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/** A project the staff member's organisation runs (any with the whole registry): where they may enrol people. */
export async function findProjectInScope(db: Database, scope: StaffScope, id: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectInScope(scope)))
    .limit(1);
  return row ?? null;
}

/** The projects of a programme that take people in and that the staff member may enrol into, running ones first. */
export function listEnrollingProjects(db: Database, scope: StaffScope, programId: string) {
  return db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      location: projects.location,
      status: projects.status,
    })
    .from(projects)
    .where(
      and(eq(projects.programmeId, programId), inArray(projects.status, ['active', 'planning']), projectInScope(scope)),
    )
    .orderBy(asc(projects.status), desc(projects.startDate), asc(projects.code))
    .limit(100);
}
