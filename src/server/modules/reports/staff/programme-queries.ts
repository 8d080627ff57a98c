import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  activityAttendance,
  projectActivities,
  projectEnrolments,
  projectExpenditures,
  projects,
} from '@server/db/schema';
import { projectInScope } from '@server/auth/staff-scope';
import type { ScopedRange } from './report-scope';

/** The projects counted and the period: instants for enrolments, Kenyan days for activities and spending. */
export interface ProgrammeScope extends ScopedRange {
  fromDay?: string;
  toDay?: string;
  camp?: Camp;
}

function daysWithin(
  column: typeof projectActivities.activityDate | typeof projectExpenditures.spentOn,
  scope: ProgrammeScope,
): SQL | undefined {
  return and(
    scope.fromDay ? gte(column, scope.fromDay) : undefined,
    scope.toDay ? lte(column, scope.toDay) : undefined,
  );
}

/**
 * Per project, for the period: the enrolments made in it (by what became of
 * them), the attendance taken at its activities and the money spent. Each is
 * summed in its own grouped subquery so the joins do not multiply rows.
 */
export async function countByProject(db: Database, scope: ProgrammeScope) {
  const enrolments = db
    .select({
      projectId: projectEnrolments.projectId,
      enrolled: sql<unknown>`count(*) filter (where ${projectEnrolments.status} <> 'withdrawn')`.as('enrolled'),
      completed: sql<unknown>`count(*) filter (where ${projectEnrolments.status} = 'completed')`.as('completed'),
      withdrawn: sql<unknown>`count(*) filter (where ${projectEnrolments.status} = 'withdrawn')`.as('withdrawn'),
    })
    .from(projectEnrolments)
    .where(
      and(
        scope.from ? gte(projectEnrolments.enrolledAt, scope.from) : undefined,
        scope.before ? lt(projectEnrolments.enrolledAt, scope.before) : undefined,
      ),
    )
    .groupBy(projectEnrolments.projectId)
    .as('enrolments');
  const attendance = db
    .select({
      projectId: projectActivities.projectId,
      taken: sql<unknown>`count(*)`.as('taken'),
      present: sql<unknown>`count(*) filter (where ${activityAttendance.present})`.as('present'),
    })
    .from(activityAttendance)
    .innerJoin(projectActivities, eq(projectActivities.id, activityAttendance.activityId))
    .where(daysWithin(projectActivities.activityDate, scope))
    .groupBy(projectActivities.projectId)
    .as('attendance');
  const spending = db
    .select({
      projectId: projectExpenditures.projectId,
      spent: sql<unknown>`sum(${projectExpenditures.amount})`.as('spent'),
    })
    .from(projectExpenditures)
    .where(daysWithin(projectExpenditures.spentOn, scope))
    .groupBy(projectExpenditures.projectId)
    .as('spending');

  const rows = await db
    .select({
      projectId: projects.id,
      code: projects.code,
      name: projects.name,
      partner: projects.partner,
      type: projects.type,
      location: projects.location,
      status: projects.status,
      target: projects.targetBeneficiaries,
      budget: projects.budget,
      enrolled: enrolments.enrolled,
      completed: enrolments.completed,
      withdrawn: enrolments.withdrawn,
      attendanceTaken: attendance.taken,
      attendancePresent: attendance.present,
      spent: spending.spent,
    })
    .from(projects)
    .leftJoin(enrolments, eq(enrolments.projectId, projects.id))
    .leftJoin(attendance, eq(attendance.projectId, projects.id))
    .leftJoin(spending, eq(spending.projectId, projects.id))
    .where(
      and(
        scope.camp ? eq(projects.location, scope.camp) : undefined,
        projectInScope(scope.staff),
        // A project counts in the periods it runs in.
        scope.toDay ? lte(projects.startDate, scope.toDay) : undefined,
        scope.fromDay ? gte(projects.endDate, scope.fromDay) : undefined,
      ),
    )
    .orderBy(asc(projects.partner), asc(projects.code));
  return rows.map((row) => ({
    ...row,
    enrolled: toCount(row.enrolled),
    completed: toCount(row.completed),
    withdrawn: toCount(row.withdrawn),
    attendanceTaken: toCount(row.attendanceTaken),
    attendancePresent: toCount(row.attendancePresent),
    spent: toCount(row.spent),
  }));
}
