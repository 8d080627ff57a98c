import { and, inArray, not } from 'drizzle-orm';
import type { ImportType } from '@domain/import-templates';
import type { ImportRecord, RowError } from '@domain/import-rows';
import { livesInPlaces, type StaffScope } from '@domain/organisations';
import { parseLocationCode } from '@domain/registry';
import { findCurrentUser } from '@server/auth/current-user';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { beneficiaries } from '@server/db/schema';
import { listOrganisations } from '@server/modules/organisations';

/*
 * An import writes only within its uploader's scope: people into their places, projects of their own
 * organisation (any organisation with the whole registry), and updates only to people they may see.
 * A row outside it is a bad row with its reason, never a failed batch.
 */

export interface ImportRowScope {
  scope: StaffScope;
  organisations: ReadonlySet<string>;
}

/** Nobody's scope: an import whose uploader's account was removed writes nothing new. */
const NO_SCOPE: StaffScope = { organisation: null, wholeRegistry: false, places: [] };

export async function loadImportRowScope(db: Database, uploadedByUserId: string | null): Promise<ImportRowScope> {
  const uploader = uploadedByUserId ? await findCurrentUser(db, uploadedByUserId) : null;
  const organisations = await listOrganisations(db);
  return {
    scope: uploader?.staff?.scope ?? NO_SCOPE,
    organisations: new Set(organisations.map((organisation) => organisation.code)),
  };
}

/** The reasons a valid row falls outside the uploader's scope; none when it is inside. */
export function rowScopeErrors(type: ImportType, record: ImportRecord, rowScope: ImportRowScope): RowError[] {
  const { scope } = rowScope;
  if (type === 'beneficiaries') {
    const location = 'location' in record && record.location ? parseLocationCode(record.location) : null;
    if (!location || scope.wholeRegistry || livesInPlaces(scope.places, location)) return [];
    return [{ column: 'location', messageKey: 'validation:imports.locationOutsidePlaces' }];
  }
  const partner = 'partner' in record ? record.partner : undefined;
  if (!partner) return [];
  if (!rowScope.organisations.has(partner)) {
    return [{ column: 'partner', messageKey: 'validation:imports.partnerUnknown', params: { partner } }];
  }
  if (!scope.wholeRegistry && partner !== scope.organisation?.code) {
    return [{ column: 'partner', messageKey: 'validation:imports.partnerNotOwn', params: { partner } }];
  }
  return [];
}

/** The ProGres IDs among `keys` that belong to people outside the scope: an update must not touch them. */
export async function keysOutsideScope(db: Database, scope: StaffScope, keys: string[]): Promise<Set<string>> {
  if (scope.wholeRegistry || keys.length === 0) return new Set();
  const rows = await db
    .select({ progresId: beneficiaries.progresId })
    .from(beneficiaries)
    .where(and(inArray(beneficiaries.progresId, keys), not(personInScope(scope))));
  return new Set(rows.map((row) => row.progresId).filter((key): key is string => key !== null));
}
