import { isUuid } from '@domain/ids';
import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import {
  isReferralOverdue,
  referralActions,
  referralDueOn,
  type BeneficiaryReferral,
  type ReferralBox,
  type ReferralCreateInput,
  type ReferralDetail,
  type ReferralOverdue,
  type ReferralPage,
  type ReferralSummary,
} from '@domain/referrals';
import { requirePersonInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { notifyBeneficiary } from '@server/modules/notifications';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { recordAudit } from '@server/platform/audit-log';
import { noOrganisation, personNotFound, referralNotFound, sameOrganisation, unknownOrganisation } from './errors';
import {
  countOverdue,
  findVisibleReferral,
  insertReferral,
  listActiveStaff,
  listPersonReferrals,
  listReferrals,
  loadPersonForSharing,
  organisationExists,
  type JoinedReferral,
} from './queries';
import { sharedPerson } from './shared-person';

/*
 * Referrals are seen by the two organisations they join and nobody else: staff of a third organisation
 * (the lead agency included) get 404, as for a referral that does not exist. The referring side sees the
 * registry record as its scope allows; the receiving side sees the person only through the referral.
 */

export interface ReferralViewer {
  userId: string;
  organisation: string;
}

export function referralViewer(user: CurrentUser): ReferralViewer {
  const organisation = staffScope(user).organisation?.code;
  if (!organisation) throw noOrganisation();
  return { userId: user.id, organisation };
}

export function sideOf(viewer: ReferralViewer, row: { fromOrganisation: string }): ReferralBox {
  return row.fromOrganisation === viewer.organisation ? 'sent' : 'received';
}

function summary(row: JoinedReferral, today: string): ReferralSummary {
  const { referral } = row;
  return {
    id: referral.id,
    service: referral.service,
    urgency: referral.urgency,
    status: referral.status,
    from: { code: referral.fromOrganisation, name: row.fromName },
    to: { code: referral.toOrganisation, name: row.toName },
    personName: row.personName,
    dueOn: referral.dueOn,
    overdue: isReferralOverdue(referral.status, referral.dueOn, today),
    createdAt: referral.createdAt.toISOString(),
  };
}

export async function createReferral(db: Database, user: CurrentUser, input: ReferralCreateInput) {
  const viewer = referralViewer(user);
  // requirePersonInScope lets the whole registry through without reading the row: check it exists first.
  if (!isUuid(input.beneficiaryId) || !(await loadPersonForSharing(db, input.beneficiaryId))) throw personNotFound();
  await requirePersonInScope(db, staffScope(user), input.beneficiaryId);
  if (input.toOrganisation === viewer.organisation) throw sameOrganisation();
  if (!(await organisationExists(db, input.toOrganisation))) throw unknownOrganisation();
  const id = await db.transaction(async (tx) => {
    const created = await insertReferral(tx, {
      beneficiaryId: input.beneficiaryId,
      fromOrganisation: viewer.organisation,
      toOrganisation: input.toOrganisation,
      service: input.service,
      reason: input.reason,
      urgency: input.urgency,
      dueOn: referralDueOn(input.urgency),
      consent: input.consent,
      consentRecordedBy: viewer.userId,
      sharedFields: [...new Set(input.sharedFields)],
      createdBy: viewer.userId,
    });
    // The audit names what was shared and on what consent, never the reason's text.
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'referral.sent',
      targetType: 'referral',
      targetId: created,
      details: {
        beneficiaryId: input.beneficiaryId,
        to: input.toOrganisation,
        service: input.service,
        consent: input.consent,
        sharedFields: input.sharedFields,
      },
    });
    await notifyBeneficiary(tx, { beneficiaryId: input.beneficiaryId, kind: 'referral_sent' });
    return created;
  });
  return viewReferral(db, user, id, { audit: false });
}

export async function listOrganisationReferrals(
  db: Database,
  user: CurrentUser,
  box: ReferralBox,
  page: number,
  pageSize: number,
): Promise<ReferralPage> {
  const viewer = referralViewer(user);
  const { items, total } = await listReferrals(db, box, viewer.organisation, page, pageSize);
  const today = nairobiToday();
  return { items: items.map((row) => summary(row, today)), page, pageSize, total };
}

export async function viewReferral(
  db: Database,
  user: CurrentUser,
  id: string,
  options: { audit: boolean } = { audit: true },
): Promise<ReferralDetail> {
  const viewer = referralViewer(user);
  if (!isUuid(id)) throw referralNotFound();
  const row = await findVisibleReferral(db, viewer.organisation, id);
  if (!row) throw referralNotFound();
  const { referral } = row;
  const side = sideOf(viewer, referral);
  if (options.audit)
    await recordAudit(db, {
      actorUserId: viewer.userId,
      action: 'referral.viewed',
      targetType: 'referral',
      targetId: referral.id,
      details: { side },
    });
  return {
    ...summary(row, nairobiToday()),
    reason: referral.reason,
    consent: referral.consent,
    consentRecordedBy: referral.consentRecordedBy,
    sharedFields: referral.sharedFields,
    person: await sharedPerson(db, referral.beneficiaryId, referral.sharedFields),
    beneficiaryId: side === 'sent' ? referral.beneficiaryId : null,
    declineReason: referral.declineReason,
    outcome: referral.outcome,
    assignedTo: referral.assignedTo ? { userId: referral.assignedTo, name: row.assigneeName ?? '' } : null,
    createdBy: referral.createdBy,
    side,
    allowed: referralActions(side, referral.status),
    updatedAt: referral.updatedAt.toISOString(),
  };
}

export async function overdueReferrals(db: Database, user: CurrentUser): Promise<ReferralOverdue> {
  const staff = staffScope(user);
  const organisation = staff.organisation?.code;
  if (!organisation) return { received: 0, sent: 0 };
  const today = nairobiToday();
  const [received, sent] = await Promise.all([
    countOverdue(db, 'received', organisation, today),
    countOverdue(db, 'sent', organisation, today),
  ]);
  return { received, sent };
}

/** Who in my organisation a received referral may be given to. */
export async function referralAssignees(db: Database, user: CurrentUser) {
  return { items: await listActiveStaff(db, referralViewer(user).organisation) };
}

export async function listOwnReferrals(db: Database, user: CurrentUser): Promise<{ items: BeneficiaryReferral[] }> {
  const person = await loadOwnBeneficiary(db, user);
  const rows = await listPersonReferrals(db, person.id);
  return {
    items: rows.map(({ referral, organisationName }) => ({
      id: referral.id,
      service: referral.service,
      organisation: { code: referral.toOrganisation, name: organisationName },
      status: referral.status,
      createdAt: referral.createdAt.toISOString(),
      dueOn: referral.dueOn,
      updatedAt: referral.updatedAt.toISOString(),
    })),
  };
}
