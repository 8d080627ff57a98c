import { canWithdraw } from '@domain/application-review';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import type { WithdrawalResult, WithdrawInput } from '@domain/programmes/programme-selection';
import { chooseSelection } from '@domain/programmes/selection';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { notifyBeneficiary } from '@server/modules/notifications';
import { BENEFICIARY_TARGET } from '@server/modules/people';
import { requireProgrammeDesign } from '@server/modules/programmes';
import { withdrawPersonFromProject } from '@server/modules/projects';
import {
  findApplicationProgrammeId,
  findProgramme,
  lockApplicationForWithdrawal,
  lockProgramme,
  markWithdrawn,
} from './queries';
import { applicationInScope } from '../staff/application-scope';
import { loadRanking } from './ranking';

const applicationNotFound = () => new AppError('not_found', 'errors:applicationReview.notFound');

/**
 * A selected (or waiting) applicant gives up their place. The answer offers who would take the freed place
 * (the next eligible applicant who fits the places and quotas); nothing more is selected until an officer
 * confirms them.
 */
export async function withdrawApplication(
  db: Database,
  user: CurrentUser | null,
  applicationId: string,
  input: WithdrawInput,
): Promise<WithdrawalResult> {
  const staff = requireProgrammeDesign(requirePortal(user, 'staff'));
  if (!isUuid(applicationId)) throw applicationNotFound();
  return db.transaction(async (tx) => {
    // In scope as any application is: the programme is the staff member's organisation's, or the person is theirs.
    const programmeId = await findApplicationProgrammeId(tx, applicationId, applicationInScope(staffScope(staff)));
    if (!programmeId) throw applicationNotFound();
    // The programme first, then the application: the same order as a selection, so neither waits on the
    // other forever, and the ranking the next offer reads cannot change meanwhile.
    const programme = await lockProgramme(tx, programmeId);
    const application = await lockApplicationForWithdrawal(tx, applicationId);
    if (!programme || !application) throw applicationNotFound();
    if (!canWithdraw({ status: application.status, selected: application.selectedAt !== null })) {
      throw new AppError('conflict', 'errors:selection.notWithdrawable');
    }
    await markWithdrawn(tx, application.id, input.reason, new Date());
    // The place given up frees its seat in the project the selection enrolled them in.
    const enrolmentEnded = application.enrolledProjectId
      ? await withdrawPersonFromProject(tx, application.enrolledProjectId, application.beneficiaryId, input.reason)
      : false;
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'application.withdrawn',
      targetType: BENEFICIARY_TARGET,
      targetId: application.beneficiaryId,
      details: {
        applicationId: application.id,
        programmeId: programme.id,
        wasSelected: application.selectedAt !== null,
        reason: input.reason,
        enrolledProjectId: application.enrolledProjectId,
        enrolmentEnded,
      },
    });
    await notifyBeneficiary(tx, {
      beneficiaryId: application.beneficiaryId,
      kind: 'application_withdrawn',
      params: { programmeId: programme.id },
    });
    return { next: await nextToOffer(tx, programme.id) };
  });
}

async function nextToOffer(db: Database, programmeId: string): Promise<WithdrawalResult['next']> {
  const programme = await findProgramme(db, programmeId);
  if (!programme) return null;
  const ranking = await loadRanking(db, programme);
  const { chosen } = chooseSelection({
    candidates: ranking.waiting.map((entry) => entry.candidate),
    selected: ranking.selected,
    places: programme.places,
    quotas: programme.quotas,
    onePlacePerHousehold: programme.onePlacePerHousehold,
    count: 1,
  });
  const next = ranking.waiting.find((entry) => entry.applicationId === chosen[0]);
  return next ? { applicationId: next.applicationId, name: next.name, score: next.score } : null;
}
