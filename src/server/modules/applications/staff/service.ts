import {
  type StaffApplicationDetail,
  type StaffApplicationFilters,
  type StaffApplicationPage,
} from '@domain/application-review';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import type { ApplicationDraftData } from '@domain/programme-application';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import {
  BENEFICIARY_TARGET,
  findBeneficiary,
  listDocuments,
  listOpenDuplicateAlerts,
  toRegistryPerson,
} from '@server/modules/people';
import { evaluateApplicants } from '@server/modules/programmes';
import { STAFF_DOCUMENT_FILE_URL, staffRef, toItem, toReviewProject } from './mappers';
import { findApplicationForReview, findProject, listApplicationsForReview, listEnrollingProjects } from './queries';

export const applicationNotFound = () => new AppError('not_found', 'errors:applicationReview.notFound');

/** The queue is a list, not a read of one person's record: not audited line by line. */
export async function listApplicationsQueue(
  db: Database,
  user: CurrentUser | null,
  request: { filters: StaffApplicationFilters; page: number; pageSize: number; language: string },
): Promise<StaffApplicationPage> {
  const staff = requirePortal(user, 'staff');
  const { rows, total } = await listApplicationsForReview(db, {
    ...request,
    scope: staffScope(staff),
    userId: staff.id,
  });
  return { items: rows.map((row) => toItem(row, staff.id)), page: request.page, pageSize: request.pageSize, total };
}

async function detailOf(
  db: Database,
  reader: CurrentUser,
  id: string,
  language: string,
): Promise<StaffApplicationDetail> {
  const readerId = reader.id;
  const scope = staffScope(reader);
  const row = isUuid(id) ? await findApplicationForReview(db, scope, id, language) : null;
  if (!row) throw applicationNotFound();
  const [person, documents, alerts, projects, enrolled, verdicts] = await Promise.all([
    findBeneficiary(db, row.person.id),
    listDocuments(db, row.person.id),
    listOpenDuplicateAlerts(db, row.person.id, scope),
    listEnrollingProjects(db, scope, row.programId),
    row.enrolledProjectId ? findProject(db, row.enrolledProjectId) : null,
    // Judged now, not as stored: the record or the rules may have changed since the application came in.
    evaluateApplicants(db, row.programme, [row.person.id]),
  ]);
  const data = row.applicationData as ApplicationDraftData;
  return {
    ...toItem(row, readerId),
    applicationData: data,
    reviewerNotes: row.reviewerNotes,
    reviewedBy: staffRef(row.reviewedById, row.reviewedFirstName, row.reviewedLastName, readerId),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    enrolledProject: enrolled ? toReviewProject(enrolled) : null,
    registry: {
      ...toRegistryPerson(person!),
      householdSize: person!.householdSize,
      monthlyIncome: person!.monthlyIncome,
    },
    documents: documents.map((document) => ({
      id: document.id,
      type: document.type,
      name: document.name,
      status: document.status,
      fileUrl: STAFF_DOCUMENT_FILE_URL(document.id),
    })),
    duplicateAlerts: alerts.map((alert) => ({
      id: alert.id,
      riskScore: alert.riskScore,
      otherPersonId: alert.otherPersonId,
      otherName: `${alert.otherFirstName} ${alert.otherLastName}`,
      otherLimited: !alert.otherInScope,
    })),
    eligibility: verdicts.get(row.person.id) ?? null,
    scoreBreakdown: row.scoreBreakdown ?? null,
    formulaVersion: row.formulaVersion ?? null,
    selectedAt: row.selectedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawalReason: row.withdrawalReason,
    projects: projects.map(toReviewProject),
  };
}

/** The application as its reviewer sees it, after a change (not audited again: the change was). */
export function loadApplicationDetail(db: Database, reader: CurrentUser, id: string, language: string) {
  return detailOf(db, reader, id, language);
}

/** Opening an application shows the person's record: a staff read of one person, so it is audited. */
export async function viewApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: string,
): Promise<StaffApplicationDetail> {
  const staff = requirePortal(user, 'staff');
  const detail = await detailOf(db, staff, id, language);
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'beneficiary.view',
    targetType: BENEFICIARY_TARGET,
    targetId: detail.person.id,
    details: { applicationId: detail.id },
  });
  return detail;
}
