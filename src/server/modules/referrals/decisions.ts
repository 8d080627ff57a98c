import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { canMoveReferral, mayAssignReferral, type ReferralDetail, type ReferralStatus } from '@domain/referrals';
import type { BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { notifyBeneficiary } from '@server/modules/notifications';
import { recordAudit } from '@server/platform/audit-log';
import { notReceivingSide, referralNotFound, wrongReferralState } from './errors';
import { listActiveStaff, lockVisibleReferral, updateReferral, type ReferralRow } from './queries';
import { referralViewer, sideOf, viewReferral, type ReferralViewer } from './service';

/*
 * The receiving organisation's decisions: locked, checked, changed, audited (never with the text of a
 * reason or an outcome) and told to the person, in one transaction. The referring side follows along.
 */

type Act = (tx: Database, viewer: ReferralViewer, row: ReferralRow) => Promise<void>;

async function decide(db: Database, user: CurrentUser, id: string, act: Act): Promise<ReferralDetail> {
  const viewer = referralViewer(user);
  if (!isUuid(id)) throw referralNotFound();
  await db.transaction(async (tx) => {
    const row = await lockVisibleReferral(tx, viewer.organisation, id);
    if (!row) throw referralNotFound();
    if (sideOf(viewer, row) !== 'received') throw notReceivingSide();
    await act(tx, viewer, row);
  });
  return viewReferral(db, user, id, { audit: false });
}

const audit = (tx: Database, viewer: ReferralViewer, row: ReferralRow, action: string, details = {}) =>
  recordAudit(tx, {
    actorUserId: viewer.userId,
    action: `referral.${action}`,
    targetType: 'referral',
    targetId: row.id,
    details: { beneficiaryId: row.beneficiaryId, from: row.status, ...details },
  });

const notify = (tx: Database, row: ReferralRow, kind: BeneficiaryNotificationKind) =>
  notifyBeneficiary(tx, { beneficiaryId: row.beneficiaryId, kind });

function requireMove(row: ReferralRow, to: ReferralStatus): void {
  if (!canMoveReferral(row.status, to)) throw wrongReferralState();
}

/** Accepting makes the one who accepts it its handler, unless someone already is. */
export function acceptReferral(db: Database, user: CurrentUser, id: string) {
  return decide(db, user, id, async (tx, viewer, row) => {
    requireMove(row, 'accepted');
    await updateReferral(tx, row.id, { status: 'accepted', assignedTo: row.assignedTo ?? viewer.userId });
    await audit(tx, viewer, row, 'accepted', { to: 'accepted' });
    await notify(tx, row, 'referral_accepted');
  });
}

export function declineReferral(db: Database, user: CurrentUser, id: string, reason: string) {
  return decide(db, user, id, async (tx, viewer, row) => {
    requireMove(row, 'declined');
    await updateReferral(tx, row.id, { status: 'declined', declineReason: reason });
    await audit(tx, viewer, row, 'declined', { to: 'declined' });
    await notify(tx, row, 'referral_declined');
  });
}

export function closeReferral(db: Database, user: CurrentUser, id: string, outcome: string) {
  return decide(db, user, id, async (tx, viewer, row) => {
    requireMove(row, 'closed');
    await updateReferral(tx, row.id, { status: 'closed', outcome });
    await audit(tx, viewer, row, 'closed', { to: 'closed' });
    await notify(tx, row, 'referral_closed');
  });
}

/** To an active staff member of the receiving organisation (none named: the one asking). Internal: no notice. */
export function assignReferral(db: Database, user: CurrentUser, id: string, userId: string | undefined) {
  return decide(db, user, id, async (tx, viewer, row) => {
    if (!mayAssignReferral(row.status)) throw wrongReferralState();
    const target = userId ?? viewer.userId;
    const [member] = await listActiveStaff(tx, viewer.organisation, target);
    if (!member) throw new AppError('not_found', 'errors:staffMemberNotFound');
    if (row.assignedTo === target) return;
    await updateReferral(tx, row.id, { assignedTo: target });
    await audit(tx, viewer, row, 'assigned', { assignedFrom: row.assignedTo, assignedTo: target });
  });
}
