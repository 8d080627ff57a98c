import type { CurrentUser } from '@domain/me';
import type { ActivityInput, AttendanceInput } from '@domain/project-input';
import { percentOf } from '@domain/projects';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import {
  attendanceSheet,
  findActivity,
  insertActivity,
  listActivities,
  saveAttendance,
  type ActivityRow,
} from './activity-queries';
import { enrolledAmong } from './enrolment-queries';
import { isUuid } from '@domain/ids';
import { findProject, type ProjectRow } from './project-queries';
import { requireProject } from './projects-service';

function toActivity(row: ActivityRow, present: number, taken: number) {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    activityDate: row.activityDate,
    startTime: row.startTime,
    place: row.place,
    description: row.description,
    present,
    attendanceTaken: taken,
    attendanceRate: percentOf(present, taken),
  };
}

export async function listProjectActivities(
  db: Database,
  user: CurrentUser | null,
  projectId: string,
  page: number,
  pageSize: number,
) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  const { rows, total } = await listActivities(db, project.id, page, pageSize);
  return { items: rows.map((row) => toActivity(row.activity, row.present, row.taken)), page, pageSize, total };
}

export async function scheduleActivity(
  db: Database,
  user: CurrentUser | null,
  projectId: string,
  input: ActivityInput,
) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  return db.transaction(async (tx) => {
    const row = await insertActivity(tx, {
      projectId: project.id,
      title: input.title,
      activityDate: input.activityDate,
      startTime: input.startTime || null,
      place: input.place,
      description: input.description || null,
      createdByUserId: staff.id,
    });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'project.activity',
      targetType: 'project',
      targetId: project.id,
      details: { code: project.code, activityId: row.id, activityDate: row.activityDate },
    });
    return toActivity(row, 0, 0);
  });
}

/** An activity of a project in scope, with its project; any other answers 404, as one that does not exist. */
async function requireActivity(db: Database, staff: CurrentUser, activityId: string) {
  const activity = isUuid(activityId) ? await findActivity(db, activityId) : null;
  const project = activity ? await findProject(db, staffScope(staff), activity.projectId) : null;
  if (!activity || !project) throw new AppError('not_found', 'errors:projects.activityNotFound');
  return { activity, project };
}

async function sheetOf(db: Database, activity: ActivityRow, project: ProjectRow) {
  const rows = await attendanceSheet(db, activity);
  const items = rows.map((row) => ({
    beneficiaryId: row.beneficiaryId,
    firstName: row.firstName,
    lastName: row.lastName,
    progresId: row.progresId,
    attendance: row.present === null ? null : row.present ? ('present' as const) : ('absent' as const),
  }));
  const present = items.filter((item) => item.attendance === 'present').length;
  const taken = items.filter((item) => item.attendance !== null).length;
  return {
    activity: toActivity(activity, present, taken),
    project: { id: project.id, code: project.code, name: project.name },
    items,
  };
}

/** The checklist of an activity: every person in the project, present, absent or not yet taken. */
export async function getAttendance(db: Database, user: CurrentUser | null, activityId: string) {
  const { activity, project } = await requireActivity(db, requirePortal(user, 'staff'), activityId);
  return sheetOf(db, activity, project);
}

/** Attendance is taken for people in the project only; one audit entry per save, with the counts. */
export async function recordAttendance(
  db: Database,
  user: CurrentUser | null,
  activityId: string,
  input: AttendanceInput,
) {
  const staff = requirePortal(user, 'staff');
  const { activity, project } = await requireActivity(db, staff, activityId);
  const records = [
    ...new Map(input.records.map((record) => [record.beneficiaryId.toLowerCase(), record.present])).entries(),
  ].map(([beneficiaryId, present]) => ({ beneficiaryId, present }));
  const enrolled = await enrolledAmong(
    db,
    activity.projectId,
    records.map((record) => record.beneficiaryId),
  );
  const strangers = input.records.flatMap((record, index) =>
    enrolled.has(record.beneficiaryId.toLowerCase()) ? [] : [index],
  );
  if (strangers.length > 0) {
    throw new AppError('validation', 'errors:projects.notEnrolledForAttendance', {
      fields: strangers.map((index) => ({
        path: `records.${index}.beneficiaryId`,
        message: 'errors:projects.notEnrolledForAttendance',
      })),
    });
  }
  await db.transaction(async (tx) => {
    await saveAttendance(tx, activity.id, records, staff.id);
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'project.attendance',
      targetType: 'activity',
      targetId: activity.id,
      details: {
        projectId: activity.projectId,
        present: records.filter((record) => record.present).length,
        absent: records.filter((record) => !record.present).length,
      },
    });
  });
  return sheetOf(db, activity, project);
}
