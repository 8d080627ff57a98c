import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import { personInScope, projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { rawRows } from '@server/db/raw-rows';
import {
  activityAttendance,
  beneficiaries,
  companies,
  duplicateAlerts,
  projectActivities,
  projectEnrolments,
  projectExpenditures,
  projects,
  staffMembers,
  users,
} from '@server/db/schema';
import { personOfRowInScope, projectOfRowInScope } from '../staff/report-scope';

/*
 * Every figure is one aggregate query; only grouped rows (camps, partners,
 * project types: a handful each) reach Node. Each query reads one index or a
 * small table, so on a pool they run side by side. Every figure counts only what the
 * reader's scope covers: a partner's officer sees their own caseload's figures.
 */

/**
 * People per recorded camp value (null: not recorded). Grouping on the bare
 * column streams beneficiaries_location_idx without evaluating an expression
 * per row; the service folds values that are not a known camp into 'not recorded'.
 */
export async function countBeneficiariesByCamp(db: Database, scope: StaffScope) {
  const rows = await db
    .select({ camp: beneficiaries.locationCamp, count: count() })
    .from(beneficiaries)
    .where(scope.wholeRegistry ? undefined : personInScope(scope))
    .groupBy(beneficiaries.locationCamp);
  return rows.map((row) => ({ camp: row.camp, count: toCount(row.count) }));
}

export async function countBeneficiariesRegisteredSince(db: Database, scope: StaffScope, since: Date) {
  const [row] = await db
    .select({ count: count() })
    .from(beneficiaries)
    .where(and(gte(beneficiaries.createdAt, since), scope.wholeRegistry ? undefined : personInScope(scope)));
  return toCount(row?.count);
}

/** Per partner: projects, active ones, new ones in the period and their budgets (whole USD). */
export async function summariseProjectsByPartner(db: Database, scope: StaffScope, since: Date) {
  const rows = await db
    .select({
      partner: projects.partner,
      projects: count(),
      active: sql<unknown>`count(*) filter (where ${projects.status} = 'active')`,
      createdSince: sql<unknown>`count(*) filter (where ${projects.createdAt} >= ${since})`,
      budget: sql<unknown>`coalesce(sum(${projects.budget}), 0)`,
    })
    .from(projects)
    .where(projectInScope(scope))
    .groupBy(projects.partner)
    .orderBy(sql`count(*) desc`, projects.partner);
  return rows.map((row) => ({
    partner: row.partner,
    projects: toCount(row.projects),
    active: toCount(row.active),
    createdSince: toCount(row.createdSince),
    budget: toCount(row.budget),
  }));
}

export async function sumExpenditures(db: Database, scope: StaffScope): Promise<number> {
  const [row] = await db
    .select({ total: sql<unknown>`coalesce(sum(${projectExpenditures.amount}), 0)` })
    .from(projectExpenditures)
    .where(projectOfRowInScope(scope, projectExpenditures.projectId));
  return toCount(row?.total);
}

/** Enrolments by project type: taking part (not withdrawn), completed, and completed in the period. */
export async function summariseEnrolmentsByType(db: Database, scope: StaffScope, since: Date) {
  const rows = await db
    .select({
      type: projects.type,
      participating: sql<unknown>`count(*) filter (where ${projectEnrolments.status} <> 'withdrawn')`,
      completed: sql<unknown>`count(*) filter (where ${projectEnrolments.status} = 'completed')`,
      withdrawn: sql<unknown>`count(*) filter (where ${projectEnrolments.status} = 'withdrawn')`,
      completedSince: sql<unknown>`count(*) filter (where ${projectEnrolments.status} = 'completed' and ${projectEnrolments.completedAt} >= ${since})`,
    })
    .from(projectEnrolments)
    .innerJoin(projects, eq(projects.id, projectEnrolments.projectId))
    .where(projectInScope(scope))
    .groupBy(projects.type);
  return rows.map((row) => ({
    type: row.type,
    participating: toCount(row.participating),
    completed: toCount(row.completed),
    withdrawn: toCount(row.withdrawn),
    completedSince: toCount(row.completedSince),
  }));
}

export async function countAttendance(db: Database, scope: StaffScope) {
  const [row] = await db
    .select({ taken: count(), present: sql<unknown>`count(*) filter (where ${activityAttendance.present})` })
    .from(activityAttendance)
    .innerJoin(projectActivities, eq(projectActivities.id, activityAttendance.activityId))
    .where(projectOfRowInScope(scope, projectActivities.projectId));
  return { taken: toCount(row?.taken), present: toCount(row?.present) };
}

/** An alert counts when both of its people are in scope: only then can the reader act on it. */
export async function countPendingDuplicateAlerts(db: Database, scope: StaffScope): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(duplicateAlerts)
    .where(
      and(
        eq(duplicateAlerts.status, 'pending'),
        personOfRowInScope(scope, duplicateAlerts.beneficiaryAId),
        personOfRowInScope(scope, duplicateAlerts.beneficiaryBId),
      ),
    );
  return toCount(row?.count);
}

/**
 * The three audiences of the product: people using the portal (those in scope), the active team (the
 * reader's organisation, everyone with the whole registry), verified employers (shared by all).
 */
export async function countAudiences(db: Database, scope: StaffScope) {
  const portalPeople = scope.wholeRegistry
    ? sql`(select count(*) from ${users} where ${users.userType} = 'beneficiary')`
    : sql`(select count(*) from ${users} join ${beneficiaries} on ${beneficiaries.userId} = ${users.id}
           where ${users.userType} = 'beneficiary' and ${personInScope(scope)})`;
  const team = scope.wholeRegistry
    ? sql`true`
    : sql`${staffMembers.organisation} is not distinct from ${scope.organisation?.code ?? null}`;
  const [row] = await db
    .select({
      portalBeneficiaries: sql<unknown>`${portalPeople}`,
      activeStaff: sql<unknown>`(select count(*) from ${staffMembers} where ${staffMembers.status} = 'active' and ${team})`,
      verifiedEmployers: sql<unknown>`(select count(*) from ${companies} where ${companies.verificationStatus} = 'verified')`,
    })
    .from(sql`(select 1) as one`);
  return {
    portalBeneficiaries: toCount(row?.portalBeneficiaries),
    activeStaff: toCount(row?.activeStaff),
    verifiedEmployers: toCount(row?.verifiedEmployers),
  };
}

/**
 * The ProGres sync: a registry export is a beneficiaries import in
 * update mode. The last sync is the last such import committed; the pending
 * one is the newest validated export nobody has imported yet ("Sync Now" commits it).
 */
export async function registrySyncStatus(db: Database) {
  const [row] = await rawRows<{
    lastSyncAt: Date | string | null;
    pendingImportId: string | null;
    pendingUpdates: number | string | null;
  }>(
    db,
    sql`select
      (select max(committed_at) from imports where type = 'beneficiaries' and mode = 'update' and imported_records > 0) as "lastSyncAt",
      p.id as "pendingImportId", p.valid_records as "pendingUpdates"
    from (select 1) as one
    left join lateral (
      select id, valid_records from imports
      where type = 'beneficiaries' and mode = 'update' and status = 'completed' and committed_at is null and purged_at is null and valid_records > 0
      order by created_at desc limit 1
    ) p on true`,
  );
  return {
    lastSyncAt: row?.lastSyncAt ? new Date(row.lastSyncAt).toISOString() : null,
    pendingImportId: row?.pendingImportId ?? null,
    pendingUpdates: row?.pendingImportId ? toCount(row.pendingUpdates) : null,
  };
}
