import type { CompaniesForReviewPage, CompanyForReview } from '@domain/company-profile';
import type { CompanyVerificationStatus } from '@domain/jobs';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { companyExists, decidePendingCompany, listCompaniesByStatus, type CompanyRow } from './queries';
import { isUuid } from '@domain/ids';

function toCompanyForReview(row: CompanyRow): CompanyForReview {
  return {
    id: row.id,
    companyName: row.companyName,
    industry: row.industry,
    registrationNumber: row.registrationNumber,
    taxPin: row.taxPin,
    contactPerson: row.contactPerson,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    locationCounty: row.locationCounty,
    verificationStatus: row.verificationStatus,
    verificationReason: row.verificationReason,
    submittedAt: row.updatedAt.toISOString(),
  };
}

/** Any approved, active staff member verifies employers: it is routine protection work, not administration. */
export async function listCompaniesForReview(
  db: Database,
  user: CurrentUser | null,
  status: CompanyVerificationStatus,
  page: number,
  pageSize: number,
): Promise<CompaniesForReviewPage> {
  requirePortal(user, 'staff');
  const { rows, total } = await listCompaniesByStatus(db, status, page, pageSize);
  return { items: rows.map(toCompanyForReview), page, pageSize, total };
}

/** The decision and its audit entry commit together. */
export async function decideCompany(
  db: Database,
  user: CurrentUser | null,
  id: string,
  decision: { verdict: 'verified' } | { verdict: 'rejected'; reason: string },
): Promise<CompanyForReview> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw new AppError('not_found', 'errors:companyNotFound');
  return db.transaction(async (tx) => {
    const reason = decision.verdict === 'rejected' ? decision.reason : null;
    const row = await decidePendingCompany(tx, id, {
      verificationStatus: decision.verdict,
      verificationReason: reason,
      verifiedBy: staff.id,
    });
    if (!row) {
      const exists = await companyExists(tx, id);
      throw new AppError(
        exists ? 'conflict' : 'not_found',
        exists ? 'errors:companyNotPending' : 'errors:companyNotFound',
      );
    }
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: decision.verdict === 'verified' ? 'company.verified' : 'company.rejected',
      targetType: 'company',
      targetId: row.id,
      details: reason ? { reason } : {},
    });
    return toCompanyForReview(row);
  });
}
