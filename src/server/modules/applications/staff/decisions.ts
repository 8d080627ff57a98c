import {
  nextReviewStatus,
  type AssignApplicationInput,
  type ReviewAction,
  type StaffApplicationDetail,
} from '@domain/application-review';
import type { BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { notifyBeneficiary } from '@server/modules/notifications';
import { BENEFICIARY_TARGET } from '@server/modules/people';
import { approveAndEnrol, requireEnrollingProject } from './approval';
import { lockApplication, updateApplication, type ApplicationRow } from './queries';
import { applicationNotFound, loadApplicationDetail } from './service';

const NOTIFICATION: Record<ReviewAction, BeneficiaryNotificationKind> = {
  assign: 'application_under_review',
  approve: 'application_approved',
  reject: 'application_rejected',
  complete: 'application_completed',
};

interface Step {
  staff: CurrentUser;
  application: ApplicationRow;
  tx: Database;
}

/**
 * One review step: lock the application, check the rule, change it, write the
 * audit entry and tell the person, all in one transaction.
 */
async function reviewStep(
  db: Database,
  user: CurrentUser | null,
  id: string,
  action: ReviewAction,
  /** Writes the change and returns the audit details; null when there is nothing to change. */
  change: (step: Step) => Promise<Record<string, unknown> | null>,
  language: string,
): Promise<StaffApplicationDetail> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw applicationNotFound();
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, staffScope(staff), id);
    if (!application) throw applicationNotFound();
    const next = nextReviewStatus(application.status, action);
    if (!next) throw new AppError('conflict', 'errors:applicationReview.transitionNotAllowed');
    const details = await change({ staff, application, tx });
    if (!details) return;
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: `application.${action}`,
      targetType: BENEFICIARY_TARGET,
      targetId: application.beneficiaryId,
      details: { applicationId: application.id, programmeId: application.programId, ...details },
    });
    // A reviewer taking over from another changes nothing the person sees.
    if (next === application.status) return;
    await notifyBeneficiary(tx, {
      beneficiaryId: application.beneficiaryId,
      kind: NOTIFICATION[action],
      params: { programmeId: application.programId },
    });
  });
  return loadApplicationDetail(db, staff, id, language);
}

/**
 * "Assign to me": the application goes under review with the caller as its
 * reviewer. Taking it over from another reviewer must name them: a colleague
 * who took it a moment earlier is not overruled by a press made before the
 * screen showed it.
 */
export async function assignApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: AssignApplicationInput,
  language: string,
) {
  return reviewStep(
    db,
    user,
    id,
    'assign',
    async ({ staff, application, tx }) => {
      // A second press of the button is harmless.
      if (application.status === 'under_review' && application.assignedTo === staff.id) return null;
      if (
        application.status === 'under_review' &&
        application.assignedTo &&
        application.assignedTo !== input.takeOverFrom
      ) {
        throw new AppError('conflict', 'errors:applicationReview.takenMeanwhile');
      }
      await updateApplication(tx, application.id, { status: 'under_review', assignedTo: staff.id });
      return application.assignedTo ? { previousReviewer: application.assignedTo } : {};
    },
    language,
  );
}

export interface DecisionRequest {
  decision: 'approve' | 'reject';
  notes: string;
  projectId?: string;
}

/**
 * Approve (enrolling the person in a project of the programme) or reject. Only
 * the reviewer the application is assigned to decides. The notes are for the
 * applicant; an approval without notes clears any left from before.
 */
export async function decideApplication(
  db: Database,
  user: CurrentUser | null,
  id: string,
  request: DecisionRequest,
  language: string,
) {
  return reviewStep(
    db,
    user,
    id,
    request.decision,
    async ({ staff, application, tx }) => {
      if (application.assignedTo !== staff.id) throw new AppError('conflict', 'errors:applicationReview.notYourReview');
      const decided = { reviewerNotes: request.notes || null, reviewedBy: staff.id, reviewedAt: new Date() };
      if (request.decision === 'reject') {
        await updateApplication(tx, application.id, { ...decided, status: 'rejected' });
        return {};
      }
      const project = await requireEnrollingProject(
        tx,
        staffScope(staff),
        application.programId,
        request.projectId ?? '',
      );
      await approveAndEnrol(tx, { application, project, staffId: staff.id, extra: decided });
      return { projectId: project.id, code: project.code };
    },
    language,
  );
}

/** The person finished what the programme offered. */
export async function completeApplication(db: Database, user: CurrentUser | null, id: string, language: string) {
  return reviewStep(
    db,
    user,
    id,
    'complete',
    async ({ application, tx }) => {
      await updateApplication(tx, application.id, { status: 'completed' });
      return {};
    },
    language,
  );
}
