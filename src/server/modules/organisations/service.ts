import type { CurrentUser } from '@domain/me';
import type { OrganisationCreate, OrganisationDetails } from '@domain/organisation-admin';
import type { Organisation } from '@domain/organisations';
import { requirePortal, requireStaffAdmin } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { findOrganisation, insertOrganisation, listOrganisations, updateOrganisation } from './queries';

const AUDIT_TARGET = 'organisation';

/** Names and colours only: what a badge or a picker needs, so every active staff member may read it. */
export async function organisationList(db: Database, user: CurrentUser | null): Promise<Organisation[]> {
  requirePortal(user, 'staff');
  return listOrganisations(db);
}

/** Partners are added and kept by the lead agency's administrators, who answer for the data-sharing agreements. */
function requireLeadAgencyAdmin(user: CurrentUser | null): CurrentUser {
  const admin = requireStaffAdmin(user);
  if (!staffScope(admin).organisation?.leadAgency)
    throw new AppError('forbidden', 'errors:organisations.leadAgencyOnly');
  return admin;
}

/** Empty contact fields are stored as "not given". */
function normalise(details: OrganisationDetails): OrganisationDetails {
  return {
    ...details,
    contactEmail: details.contactEmail || null,
    contactPhone: details.contactPhone || null,
  };
}

export async function createOrganisation(
  db: Database,
  user: CurrentUser | null,
  input: OrganisationCreate,
): Promise<Organisation> {
  const admin = requireLeadAgencyAdmin(user);
  return db.transaction(async (tx) => {
    const created = await insertOrganisation(tx, { ...normalise(input), code: input.code });
    if (!created) {
      throw new AppError('conflict', 'errors:organisations.codeTaken', {
        fields: [{ path: 'code', message: 'errors:organisations.codeTaken' }],
      });
    }
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'organisation.create',
      targetType: AUDIT_TARGET,
      details: { code: created.code },
    });
    return created;
  });
}

export async function editOrganisation(
  db: Database,
  user: CurrentUser | null,
  code: string,
  input: OrganisationDetails,
): Promise<Organisation> {
  const admin = requireLeadAgencyAdmin(user);
  return db.transaction(async (tx) => {
    const before = await findOrganisation(tx, code);
    if (!before) throw new AppError('not_found', 'errors:organisations.notFound');
    const after = (await updateOrganisation(tx, code, normalise(input)))!;
    const fields = (Object.keys(input) as (keyof OrganisationDetails)[]).filter((key) => before[key] !== after[key]);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'organisation.update',
      targetType: AUDIT_TARGET,
      details: { code, fields },
    });
    return after;
  });
}
