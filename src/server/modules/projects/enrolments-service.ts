import type { CurrentUser } from '@domain/me';
import type { EnrolmentInput } from '@domain/project-input';
import type { EnrolmentStatus } from '@domain/projects';
import { formatLocationCode } from '@domain/registry';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import {
  completeEnrolments,
  enrolPeople,
  existingPeople,
  findEnrolment,
  listEnrolments,
  withdrawEnrolment,
  type EnrolmentRow,
} from './enrolment-queries';
import type { ProjectRow } from './project-queries';
import { isUuid } from '@domain/ids';
import { requireProject } from './projects-service';

/** Only projects that are running or about to run take people in. */
const ENROLLING_STATUSES = new Set(['active', 'planning']);

function toEnrolment(row: EnrolmentRow) {
  return {
    id: row.id,
    beneficiaryId: row.beneficiaryId,
    status: row.status,
    enrolledAt: row.enrolledAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawalReason: row.withdrawalReason,
  };
}

export async function listProjectEnrolments(
  db: Database,
  user: CurrentUser | null,
  projectId: string,
  status: EnrolmentStatus | undefined,
  page: number,
  pageSize: number,
) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  const { rows, total } = await listEnrolments(db, project.id, status, page, pageSize);
  const items = rows.map(({ enrolment, person }) => ({
    ...toEnrolment(enrolment),
    firstName: person.firstName,
    lastName: person.lastName,
    progresId: person.progresId,
    location: formatLocationCode({ camp: person.locationCamp, area: person.locationArea, block: person.locationBlock }),
  }));
  return { items, page, pageSize, total };
}

/**
 * Enrols people (the Manage page and the registry's bulk action call this).
 * Enrolling someone twice is harmless: they count as already enrolled. Each
 * person enrolled gets an entry in their own history.
 *
 * The project must be in the staff member's scope, and so must every person: enrolment in an
 * organisation's project brings a person into that organisation's scope, so enrolling someone from
 * outside it would be a way to reach any record. A person outside scope answers as one who does not exist.
 */
export async function enrolInProject(db: Database, user: CurrentUser | null, projectId: string, input: EnrolmentInput) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  if (!ENROLLING_STATUSES.has(project.status))
    throw new AppError('conflict', 'errors:projects.notEnrolling', { params: { code: project.code } });
  const ids = [...new Set(input.beneficiaryIds.map((id) => id.toLowerCase()))];
  const known = await existingPeople(db, staffScope(staff), ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError('not_found', 'errors:projects.peopleNotFound', {
      params: { count: unknown.length },
      fields: unknown.map((id) => ({
        path: `beneficiaryIds.${input.beneficiaryIds.findIndex((given) => given.toLowerCase() === id)}`,
        message: 'errors:projects.personNotFound',
      })),
    });
  }
  return db.transaction(async (tx) => {
    const written = await enrolPeople(tx, project.id, ids, staff.id);
    for (const beneficiaryId of written) {
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'project.enrol',
        targetType: 'beneficiary',
        targetId: beneficiaryId,
        details: { projectId: project.id, code: project.code },
      });
    }
    return { enrolled: written.length, alreadyEnrolled: ids.length - written.length };
  });
}

async function requireEnrolment(db: Database, project: ProjectRow, enrolmentId: string): Promise<EnrolmentRow> {
  const enrolment = isUuid(enrolmentId) ? await findEnrolment(db, project.id, enrolmentId) : null;
  if (!enrolment) throw new AppError('not_found', 'errors:projects.enrolmentNotFound');
  return enrolment;
}

export async function withdrawFromProject(
  db: Database,
  user: CurrentUser | null,
  projectId: string,
  enrolmentId: string,
  reason: string,
) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  const enrolment = await requireEnrolment(db, project, enrolmentId);
  return db.transaction(async (tx) => {
    const row = await withdrawEnrolment(tx, enrolment.id, reason);
    if (!row) throw new AppError('conflict', 'errors:projects.alreadyWithdrawn');
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'project.withdraw',
      targetType: 'beneficiary',
      targetId: row.beneficiaryId,
      details: { projectId: project.id, code: project.code, reason },
    });
    return toEnrolment(row);
  });
}

/** Marks enrolled people completed; those already completed or withdrawn are reported as skipped. */
export async function completeInProject(
  db: Database,
  user: CurrentUser | null,
  projectId: string,
  enrolmentIds: string[],
) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  return db.transaction(async (tx) => {
    const rows = await completeEnrolments(tx, project.id, [...new Set(enrolmentIds.map((id) => id.toLowerCase()))]);
    for (const row of rows) {
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'project.complete',
        targetType: 'beneficiary',
        targetId: row.beneficiaryId,
        details: { projectId: project.id, code: project.code },
      });
    }
    return { completed: rows.length, skipped: new Set(enrolmentIds).size - rows.length };
  });
}

/** One person: 404 for another project's enrolment, 409 for a withdrawn one; completing twice changes nothing. */
export async function completeOne(db: Database, user: CurrentUser | null, projectId: string, enrolmentId: string) {
  const staff = requirePortal(user, 'staff');
  const project = await requireProject(db, staff, projectId);
  const enrolment = await requireEnrolment(db, project, enrolmentId);
  if (enrolment.status === 'withdrawn') throw new AppError('conflict', 'errors:projects.enrolmentWithdrawn');
  if (enrolment.status === 'enrolled') await completeInProject(db, user, projectId, [enrolment.id]);
  const updated = await requireEnrolment(db, project, enrolment.id);
  return toEnrolment(updated);
}
