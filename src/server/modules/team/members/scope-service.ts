import type { CurrentUser } from '@domain/me';
import type { StaffScopeChange } from '@domain/staff-team';
import { requireStaffAdmin } from '@server/auth/guards';
import { replaceStaffPlaces } from '@server/auth/staff-places';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { findOrganisation } from '@server/modules/organisations';
import { recordAudit } from '@server/platform/audit-log';
import { placesOf, setStaffScopeColumns } from './queries';
import { loadOther, managedOrganisation, memberWithPlaces, type TeamMemberWithPlaces } from './service';

/*
 * What a member may see: their organisation, their places, and for lead agency staff the whole registry.
 * A partner's admin keeps their staff in their own organisation and cannot lift the limit; the lead
 * agency's whole-registry admins set anything. Changing it is audited with what it was and what it became.
 */

const refused = (key: string, path?: string) =>
  new AppError(path ? 'validation' : 'forbidden', key, path ? { fields: [{ path, message: key }] } : undefined);

export async function setStaffScope(
  db: Database,
  actorUser: CurrentUser | null,
  userId: string,
  change: StaffScopeChange,
): Promise<TeamMemberWithPlaces> {
  const actor = requireStaffAdmin(actorUser);
  const ownOrganisation = managedOrganisation(actor);
  if (ownOrganisation !== null && change.organisation !== ownOrganisation) {
    throw refused('errors:staffScope.ownOrganisationOnly');
  }
  const organisation = await findOrganisation(db, change.organisation);
  if (!organisation) throw refused('errors:staffScope.unknownOrganisation', 'organisation');
  if (change.wholeRegistry && ownOrganisation !== null) throw refused('errors:staffScope.wholeRegistryLeadAgencyOnly');
  if (change.wholeRegistry && !organisation.leadAgency) {
    throw refused('errors:staffScope.wholeRegistryLeadAgencyOnly', 'wholeRegistry');
  }
  const places = dedupe(change.places);
  return db.transaction(async (tx) => {
    const member = await loadOther(tx, actor, userId);
    const before = {
      organisation: member.organisation,
      wholeRegistry: member.wholeRegistry,
      places: (await placesOf(tx, [userId])).get(userId) ?? [],
    };
    await setStaffScopeColumns(tx, userId, { organisation: organisation.code, wholeRegistry: change.wholeRegistry });
    await replaceStaffPlaces(tx, userId, places);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'staff.scope_change',
      targetType: 'staff_member',
      targetId: userId,
      details: { before, after: { organisation: organisation.code, wholeRegistry: change.wholeRegistry, places } },
    });
    return memberWithPlaces(tx, userId);
  });
}

/** The same place twice is one place (the table keeps each place once per member). */
function dedupe(places: StaffScopeChange['places']): StaffScopeChange['places'] {
  const seen = new Map(places.map((place) => [`${place.camp}/${place.area}/${place.block}`, place]));
  return [...seen.values()];
}
