import { isUuid } from '@domain/ids';
import type { StaffScope } from '@domain/organisations';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { BENEFICIARY_TARGET } from '@server/modules/people';
import { enrolPeople } from '@server/modules/projects';
import { findProjectInScope, updateApplication, type ApplicationRow, type ProjectRow } from './queries';

/*
 * Approving an application enrols the person in a project of its programme. A reviewer's decision and an
 * officer's selection both approve, through these two functions, so they enrol the same way.
 */

/** Only projects that are running or about to run take people in (as on the project's own page). */
const ENROLLING = new Set(['active', 'planning']);

/** Kenyan calendar days of the project become the dates the applicant sees. */
const kenyanMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

/**
 * The project, when it belongs to the programme, takes people in and is one the staff member's organisation
 * runs (enrolling is a change to the project); refused otherwise.
 */
export async function requireEnrollingProject(
  tx: Database,
  scope: StaffScope,
  programmeId: string,
  projectId: string,
): Promise<ProjectRow> {
  const project = isUuid(projectId) ? await findProjectInScope(tx, scope, projectId) : null;
  if (!project || project.programmeId !== programmeId) {
    throw new AppError('validation', 'errors:applicationReview.projectNotInProgramme', {
      fields: [{ path: 'projectId', message: 'errors:applicationReview.projectNotInProgramme' }],
    });
  }
  if (!ENROLLING.has(project.status))
    throw new AppError('conflict', 'errors:projects.notEnrolling', { params: { code: project.code } });
  return project;
}

/**
 * Approves the application into the project: enrols the person, marks it approved with the project's
 * dates, and writes the enrolment to the person's history as the project page's own enrolments do.
 * `extra` carries what the caller records with the approval (the reviewer and notes, or the selection).
 */
export async function approveAndEnrol(
  tx: Database,
  request: {
    application: Pick<ApplicationRow, 'id' | 'beneficiaryId'>;
    project: ProjectRow;
    staffId: string;
    extra: Partial<ApplicationRow>;
  },
): Promise<void> {
  const { application, project, staffId } = request;
  const written = await enrolPeople(tx, project.id, [application.beneficiaryId], staffId);
  await updateApplication(tx, application.id, {
    ...request.extra,
    status: 'approved',
    enrolledProjectId: project.id,
    startDate: kenyanMidnight(project.startDate),
    endDate: kenyanMidnight(project.endDate),
  });
  if (written.length > 0) {
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'project.enrol',
      targetType: BENEFICIARY_TARGET,
      targetId: application.beneficiaryId,
      details: { projectId: project.id, code: project.code, applicationId: application.id },
    });
  }
}
