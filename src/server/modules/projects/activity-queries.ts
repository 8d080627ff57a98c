import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { activityAttendance, beneficiaries, projectActivities, projectEnrolments } from '@server/db/schema';

export type ActivityRow = typeof projectActivities.$inferSelect;

const presentCount = sql<unknown>`(select count(*) from ${activityAttendance} a where a.activity_id = "project_activities"."id" and a.present)`;
const takenCount = sql<unknown>`(select count(*) from ${activityAttendance} a where a.activity_id = "project_activities"."id")`;

/** Newest first, each with its own attendance counts. */
export async function listActivities(db: Database, projectId: string, page: number, pageSize: number) {
  const where = eq(projectActivities.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ activity: projectActivities, present: presentCount, taken: takenCount })
      .from(projectActivities)
      .where(where)
      .orderBy(
        desc(projectActivities.activityDate),
        desc(projectActivities.startTime),
        desc(projectActivities.createdAt),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(projectActivities).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ activity: row.activity, present: toCount(row.present), taken: toCount(row.taken) })),
    total: toCount(total?.total),
  };
}

export async function insertActivity(
  db: Database,
  values: typeof projectActivities.$inferInsert,
): Promise<ActivityRow> {
  const [row] = await db.insert(projectActivities).values(values).returning();
  return row!;
}

export async function findActivity(db: Database, id: string): Promise<ActivityRow | null> {
  const [row] = await db.select().from(projectActivities).where(eq(projectActivities.id, id)).limit(1);
  return row ?? null;
}

/** Everyone enrolled (or completed) in the project, with what was recorded for this activity, by name. */
export async function attendanceSheet(db: Database, activity: ActivityRow) {
  return db
    .select({
      beneficiaryId: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      progresId: beneficiaries.progresId,
      present: activityAttendance.present,
    })
    .from(projectEnrolments)
    .innerJoin(beneficiaries, eq(beneficiaries.id, projectEnrolments.beneficiaryId))
    .leftJoin(
      activityAttendance,
      and(
        eq(activityAttendance.activityId, activity.id),
        eq(activityAttendance.beneficiaryId, projectEnrolments.beneficiaryId),
      ),
    )
    .where(and(eq(projectEnrolments.projectId, activity.projectId), ne(projectEnrolments.status, 'withdrawn')))
    .orderBy(asc(beneficiaries.lastName), asc(beneficiaries.firstName), asc(beneficiaries.id));
}

export async function saveAttendance(
  db: Database,
  activityId: string,
  records: { beneficiaryId: string; present: boolean }[],
  userId: string,
) {
  await db
    .insert(activityAttendance)
    .values(records.map((record) => ({ activityId, ...record, recordedByUserId: userId })))
    .onConflictDoUpdate({
      target: [activityAttendance.activityId, activityAttendance.beneficiaryId],
      set: { present: sql`excluded.present`, recordedByUserId: userId, recordedAt: sql`now()` },
    });
}
