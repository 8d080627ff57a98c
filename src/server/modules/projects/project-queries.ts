import { and, asc, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import type { ProjectStatus, ProjectType } from '@domain/projects';
import { projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { escapeLike } from '@server/db/escape-like';
import { toCount } from '@server/db/count';
import {
  activityAttendance,
  organisations,
  programmes,
  projectActivities,
  projectEnrolments,
  projectExpenditures,
  projects,
} from '@server/db/schema';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectFilter {
  status?: ProjectStatus;
  q?: string;
  partner?: string;
  type?: ProjectType;
}

/*
 * A project's figures, computed in SQL per row: a page holds at most 100
 * projects, and each subquery reads one project's rows through its index.
 */
const enrolledCount = sql<unknown>`(select count(*) from ${projectEnrolments} e where e.project_id = "projects"."id" and e.status <> 'withdrawn')`;
const completedCount = sql<unknown>`(select count(*) from ${projectEnrolments} e where e.project_id = "projects"."id" and e.status = 'completed')`;
const withdrawnCount = sql<unknown>`(select count(*) from ${projectEnrolments} e where e.project_id = "projects"."id" and e.status = 'withdrawn')`;
const spentSum = sql<unknown>`(select coalesce(sum(x.amount), 0) from ${projectExpenditures} x where x.project_id = "projects"."id")`;
const presentCount = sql<unknown>`(select count(*) from ${activityAttendance} a join ${projectActivities} pa on pa.id = a.activity_id
  where pa.project_id = "projects"."id" and a.present)`;
const takenCount = sql<unknown>`(select count(*) from ${activityAttendance} a join ${projectActivities} pa on pa.id = a.activity_id
  where pa.project_id = "projects"."id")`;

const figureColumns = {
  enrolled: enrolledCount,
  completed: completedCount,
  withdrawn: withdrawnCount,
  spent: spentSum,
  present: presentCount,
  attendanceTaken: takenCount,
};

export interface ProjectCountsRow {
  enrolled: number;
  completed: number;
  withdrawn: number;
  spent: number;
  present: number;
  attendanceTaken: number;
}

function toFigures(row: Record<keyof ProjectCountsRow, unknown>): ProjectCountsRow {
  return {
    enrolled: toCount(row.enrolled),
    completed: toCount(row.completed),
    withdrawn: toCount(row.withdrawn),
    spent: toCount(row.spent),
    present: toCount(row.present),
    attendanceTaken: toCount(row.attendanceTaken),
  };
}

function filterWhere(scope: StaffScope, filter: ProjectFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    projectInScope(scope),
    filter.status ? eq(projects.status, filter.status) : undefined,
    filter.partner ? eq(projects.partner, filter.partner) : undefined,
    filter.type ? eq(projects.type, filter.type) : undefined,
    q ? or(ilike(projects.name, `%${escapeLike(q)}%`), ilike(projects.code, `${escapeLike(q)}%`)) : undefined,
  );
}

export async function listProjects(
  db: Database,
  scope: StaffScope,
  filter: ProjectFilter,
  page: number,
  pageSize: number,
) {
  const where = filterWhere(scope, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ project: projects, ...figureColumns })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.startDate), asc(projects.code))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { rows: rows.map((row) => ({ project: row.project, figures: toFigures(row) })), total: toCount(total?.total) };
}

/** One project in scope with its figures; null for one outside scope, as for one that does not exist. */
export async function findProjectWithFigures(db: Database, scope: StaffScope, id: string) {
  const [row] = await db
    .select({ project: projects, ...figureColumns })
    .from(projects)
    .where(and(eq(projects.id, id), projectInScope(scope)))
    .limit(1);
  return row ? { project: row.project, figures: toFigures(row) } : null;
}

/** One project in scope; null for one outside scope, as for one that does not exist. */
export async function findProject(db: Database, scope: StaffScope, id: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectInScope(scope)))
    .limit(1);
  return row ?? null;
}

/** The cards of the Projects tab, over every project in scope. */
export async function projectTotals(db: Database, scope: StaffScope) {
  const inScope = projectInScope(scope);
  const [[projectRow], [enrolmentRow], [spentRow]] = await Promise.all([
    db
      .select({
        activeProjects: sql<unknown>`count(*) filter (where ${projects.status} = 'active')`,
        totalBudget: sql<unknown>`coalesce(sum(${projects.budget}), 0)`,
      })
      .from(projects)
      .where(inScope),
    db
      .select({
        enrolled: sql<unknown>`count(*) filter (where ${projectEnrolments.status} <> 'withdrawn')`,
        completed: sql<unknown>`count(*) filter (where ${projectEnrolments.status} = 'completed')`,
        withdrawn: sql<unknown>`count(*) filter (where ${projectEnrolments.status} = 'withdrawn')`,
      })
      .from(projectEnrolments)
      .innerJoin(projects, eq(projects.id, projectEnrolments.projectId))
      .where(inScope),
    db
      .select({ totalSpent: sql<unknown>`coalesce(sum(${projectExpenditures.amount}), 0)` })
      .from(projectExpenditures)
      .innerJoin(projects, eq(projects.id, projectExpenditures.projectId))
      .where(inScope),
  ]);
  return {
    activeProjects: toCount(projectRow?.activeProjects),
    totalBudget: toCount(projectRow?.totalBudget),
    totalSpent: toCount(spentRow?.totalSpent),
    enrolled: toCount(enrolmentRow?.enrolled),
    completed: toCount(enrolmentRow?.completed),
    withdrawn: toCount(enrolmentRow?.withdrawn),
  };
}

/** The highest sequence already used by codes starting with this stem and year ("WFP-CFW-2026-"). */
export async function highestCodeSequence(db: Database, prefix: string): Promise<number> {
  const [row] = await db
    .select({ highest: sql<unknown>`coalesce(max(cast(right(${projects.code}, 3) as integer)), 0)` })
    .from(projects)
    .where(like(projects.code, `${escapeLike(prefix)}%`));
  return toCount(row?.highest);
}

export async function codeInUse(db: Database, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.code, code)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

export async function programmeExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: programmes.id }).from(programmes).where(eq(programmes.id, id)).limit(1);
  return Boolean(row);
}

export async function organisationExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: organisations.code })
    .from(organisations)
    .where(eq(organisations.code, code))
    .limit(1);
  return Boolean(row);
}

export async function insertProject(db: Database, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(
  db: Database,
  id: string,
  values: Partial<typeof projects.$inferInsert>,
): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning();
  return row!;
}
