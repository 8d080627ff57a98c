import type { CurrentUser } from '@domain/me';
import type { StaffPlace } from '@domain/organisations';
import type { StaffStatus } from '@domain/user-types';
import { requireStaffAdmin } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import {
  findTeamMember,
  listTeamMembers,
  managedBy,
  placesOf,
  setAdminFlag,
  setProgrammeDesignFlag,
  setSafeguardingFlag,
  updateStaffStatus,
  type TeamMemberRow,
} from './queries';

/*
 * The Team page's use cases. Only an active staff admin may run them, nobody
 * changes their own standing (so the agency always keeps the admin who acts),
 * and every change is audited in the same transaction.
 */

export type TeamMemberWithPlaces = TeamMemberRow & { places: StaffPlace[] };

/** The organisation whose staff an admin manages; null for the lead agency's whole-registry admins (all staff). */
export function managedOrganisation(actor: CurrentUser): string | null {
  const scope = actor.staff?.scope;
  if (scope?.wholeRegistry) return null;
  return scope?.organisation?.code ?? '';
}

export async function listTeam(db: Database, actorUser: CurrentUser | null): Promise<TeamMemberWithPlaces[]> {
  const actor = requireStaffAdmin(actorUser);
  const rows = await listTeamMembers(db, managedBy(managedOrganisation(actor)));
  const places = await placesOf(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({ ...row, places: places.get(row.userId) ?? [] }));
}

/** One member as the Team list shows them, places included. */
export async function memberWithPlaces(db: Database, userId: string): Promise<TeamMemberWithPlaces> {
  const row = (await findTeamMember(db, userId)) as TeamMemberRow;
  const places = await placesOf(db, [userId]);
  return { ...row, places: places.get(userId) ?? [] };
}

/** Another member the admin manages; one of another organisation answers as one that does not exist. */
export async function loadOther(db: Database, actor: CurrentUser, userId: string): Promise<TeamMemberRow> {
  if (actor.id === userId) throw new AppError('conflict', 'errors:cannotChangeOwnAccount');
  const member = await findTeamMember(db, userId);
  const organisation = managedOrganisation(actor);
  const managed =
    member !== null &&
    (organisation === null ||
      member.organisation === organisation ||
      (member.status === 'pending' && member.organisation === null));
  if (!member || !managed) throw new AppError('not_found', 'errors:staffMemberNotFound');
  return member;
}

const TRANSITIONS = {
  approve: { from: 'pending', to: 'active', error: 'errors:staffNotPending' },
  deactivate: { from: 'active', to: 'deactivated', error: 'errors:staffNotActive' },
  reactivate: { from: 'deactivated', to: 'active', error: 'errors:staffNotDeactivated' },
} as const satisfies Record<string, { from: StaffStatus; to: StaffStatus; error: string }>;

export type StaffTransition = keyof typeof TRANSITIONS;

export async function changeStaffStatus(
  db: Database,
  actorUser: CurrentUser | null,
  userId: string,
  transition: StaffTransition,
): Promise<TeamMemberWithPlaces> {
  const actor = requireStaffAdmin(actorUser);
  const rule = TRANSITIONS[transition];
  return db.transaction(async (tx) => {
    const member = await loadOther(tx, actor, userId);
    const changes =
      transition === 'approve'
        ? // A newly approved officer joins the approving admin's organisation and site until someone says
          // otherwise, with no places: they see nobody until an admin gives them their places.
          {
            status: rule.to,
            approvedBy: actor.id,
            approvedAt: new Date(),
            site: member.site ?? actor.staff?.site ?? null,
            organisation: actor.staff?.scope.organisation?.code ?? null,
          }
        : { status: rule.to };
    const changed = await updateStaffStatus(tx, userId, rule.from, changes);
    if (!changed) throw new AppError('conflict', rule.error);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: `staff.${transition}`,
      targetType: 'staff_member',
      targetId: userId,
      details: { from: rule.from, to: rule.to },
    });
    return memberWithPlaces(tx, userId);
  });
}

export async function setStaffAdmin(
  db: Database,
  actorUser: CurrentUser | null,
  userId: string,
  isAdmin: boolean,
): Promise<TeamMemberWithPlaces> {
  const actor = requireStaffAdmin(actorUser);
  return db.transaction(async (tx) => {
    const member = await loadOther(tx, actor, userId);
    if (member.status !== 'active') throw new AppError('conflict', 'errors:staffNotActive');
    await setAdminFlag(tx, userId, isAdmin);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: isAdmin ? 'staff.grant_admin' : 'staff.revoke_admin',
      targetType: 'staff_member',
      targetId: userId,
    });
    return memberWithPlaces(tx, userId);
  });
}

/**
 * Who may see sensitive complaints (fraud, abuse, exploitation). Not on
 * oneself: a second admin must agree before anyone reads such reports.
 */
export async function setStaffSafeguarding(
  db: Database,
  actorUser: CurrentUser | null,
  userId: string,
  safeguarding: boolean,
): Promise<TeamMemberWithPlaces> {
  const actor = requireStaffAdmin(actorUser);
  if (actor.id === userId) throw new AppError('conflict', 'errors:staffFeedback.safeguardingOwn');
  return db.transaction(async (tx) => {
    const member = await loadOther(tx, actor, userId);
    if (member.status !== 'active') throw new AppError('conflict', 'errors:staffNotActive');
    await setSafeguardingFlag(tx, userId, safeguarding);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: safeguarding ? 'staff.grant_safeguarding' : 'staff.revoke_safeguarding',
      targetType: 'staff_member',
      targetId: userId,
    });
    return memberWithPlaces(tx, userId);
  });
}

/**
 * Who may design programmes and select their participants: deciding who receives assistance. Not on
 * oneself, as with safeguarding: a second admin agrees before anyone holds that power.
 */
export async function setStaffProgrammeDesign(
  db: Database,
  actorUser: CurrentUser | null,
  userId: string,
  programmeDesign: boolean,
): Promise<TeamMemberWithPlaces> {
  const actor = requireStaffAdmin(actorUser);
  if (actor.id === userId) throw new AppError('conflict', 'errors:programmes.designOwn');
  return db.transaction(async (tx) => {
    const member = await loadOther(tx, actor, userId);
    if (member.status !== 'active') throw new AppError('conflict', 'errors:staffNotActive');
    await setProgrammeDesignFlag(tx, userId, programmeDesign);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: programmeDesign ? 'staff.grant_programme_design' : 'staff.revoke_programme_design',
      targetType: 'staff_member',
      targetId: userId,
    });
    return memberWithPlaces(tx, userId);
  });
}
