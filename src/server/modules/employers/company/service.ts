import { verificationAfterSave, type CompanyProfile, type CompanyProfileInput } from '@domain/company-profile';
import type { CurrentUser } from '@domain/me';
import { normalizePhone } from '@domain/phone';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { findCompanyByOwner, upsertCompany, type CompanyRow, type CompanyValues } from './queries';

export function toCompanyProfile(row: CompanyRow): CompanyProfile {
  return {
    id: row.id,
    companyName: row.companyName,
    description: row.description,
    industry: row.industry,
    companySize: row.companySize,
    website: row.website,
    contactPerson: row.contactPerson,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    locationCounty: row.locationCounty,
    locationSubcounty: row.locationSubcounty,
    registrationNumber: row.registrationNumber,
    taxPin: row.taxPin,
    verificationStatus: row.verificationStatus,
    verificationReason: row.verificationReason,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in employer's company, or null while they have not completed the profile. */
export async function findOwnCompany(db: Database, user: CurrentUser | null): Promise<CompanyRow | null> {
  const employer = requirePortal(user, 'employer');
  return findCompanyByOwner(db, employer.id);
}

/** Posting jobs and the rest of the portal need the company first. */
export async function requireOwnCompany(db: Database, user: CurrentUser | null): Promise<CompanyRow> {
  const company = await findOwnCompany(db, user);
  if (!company) throw new AppError('conflict', 'errors:companyProfileRequired');
  return company;
}

export async function getOwnCompany(db: Database, user: CurrentUser | null): Promise<CompanyProfile | null> {
  const row = await findOwnCompany(db, user);
  return row ? toCompanyProfile(row) : null;
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export async function saveOwnCompany(
  db: Database,
  user: CurrentUser | null,
  input: CompanyProfileInput,
): Promise<CompanyProfile> {
  const employer = requirePortal(user, 'employer');
  const contactPhone = normalizePhone(input.contactPhone);
  if (!contactPhone) {
    throw new AppError('validation', 'validation:phoneInvalid', {
      fields: [{ path: 'contactPhone', message: 'validation:phoneInvalid' }],
    });
  }
  const values: CompanyValues = {
    ...input,
    website: emptyToNull(input.website),
    contactPhone,
    registrationNumber: emptyToNull(input.registrationNumber),
    taxPin: emptyToNull(input.taxPin),
  };
  const current = await findCompanyByOwner(db, employer.id);
  if (verificationAfterSave(current, values) === 'pending') {
    // A resubmission starts a fresh review: the old verdict and reason no longer apply.
    Object.assign(values, {
      verificationStatus: 'pending',
      verificationReason: null,
      verifiedBy: null,
      verifiedAt: null,
    });
  }
  return toCompanyProfile(await upsertCompany(db, employer.id, values));
}
