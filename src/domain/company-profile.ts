import * as z from 'zod/mini';
import {
  COMPANY_SIZES,
  COMPANY_VERIFICATION_STATUSES,
  COUNTIES,
  INDUSTRIES,
  type CompanyVerificationStatus,
} from './jobs';
import { pageSchema, pagingQuerySchema } from './paging';

export const COMPANY_NAME_MAX = 120;
export const COMPANY_DESCRIPTION_MAX = 2000;
export const COMPANY_TEXT_MAX = 200;
export const COMPANY_CODE_MAX = 50;
export const VERIFICATION_REASON_MAX = 500;

const trimmed = (min: number, max: number, minKey: string) =>
  z
    .string({ error: minKey })
    .check(z.trim(), z.minLength(min, { error: minKey }), z.maxLength(max, { error: 'validation:textTooLong' }));

/** Optional codes: an empty box means "not given". */
const optionalCode = z.optional(
  z.nullable(z.string().check(z.trim(), z.maxLength(COMPANY_CODE_MAX, { error: 'validation:textTooLong' }))),
);

/** Only web addresses a person can open safely in a browser (no javascript:, mailto: or ftp:). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Spec section 5 (Company profile), with its messages. The phone is checked again and stored in E.164 by the server. */
export const companyProfileInputSchema = z.strictObject({
  companyName: trimmed(2, COMPANY_NAME_MAX, 'validation:companyNameMin'),
  description: trimmed(50, COMPANY_DESCRIPTION_MAX, 'validation:companyDescriptionMin'),
  industry: z.enum(INDUSTRIES, { error: 'validation:companyIndustryRequired' }),
  companySize: z.enum(COMPANY_SIZES, { error: 'validation:companySizeRequired' }),
  website: z.optional(
    z.nullable(
      z.string({ error: 'validation:urlInvalid' }).check(
        z.trim(),
        z.maxLength(COMPANY_TEXT_MAX, { error: 'validation:textTooLong' }),
        z.refine((value) => value === '' || isWebAddress(value), { error: 'validation:urlInvalid' }),
      ),
    ),
  ),
  contactPerson: trimmed(2, COMPANY_TEXT_MAX, 'validation:contactPersonRequired'),
  contactEmail: z
    .string({ error: 'validation:emailInvalidShort' })
    .check(
      z.trim(),
      z.maxLength(COMPANY_TEXT_MAX, { error: 'validation:textTooLong' }),
      z.email({ error: 'validation:emailInvalidShort' }),
    ),
  contactPhone: trimmed(10, 30, 'validation:phoneInvalid'),
  address: trimmed(10, COMPANY_TEXT_MAX, 'validation:addressComplete'),
  locationCounty: z.enum(COUNTIES, { error: 'validation:countyRequired' }),
  locationSubcounty: trimmed(1, COMPANY_TEXT_MAX, 'validation:subcountyRequired'),
  registrationNumber: optionalCode,
  taxPin: optionalCode,
});
export type CompanyProfileInput = z.infer<typeof companyProfileInputSchema>;

/** Staff give the employer a reason when they reject a company. */
export const companyRejectionSchema = z.strictObject({
  reason: trimmed(5, VERIFICATION_REASON_MAX, 'validation:rejectionReasonRequired'),
});
export type CompanyRejection = z.infer<typeof companyRejectionSchema>;

/** The company as its owner sees it. */
export const companyProfileSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  description: z.string(),
  industry: z.string(),
  companySize: z.string(),
  website: z.nullable(z.string()),
  contactPerson: z.string(),
  contactEmail: z.string(),
  /** E.164. */
  contactPhone: z.string(),
  address: z.string(),
  locationCounty: z.string(),
  locationSubcounty: z.string(),
  registrationNumber: z.nullable(z.string()),
  taxPin: z.nullable(z.string()),
  verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
  /** Why staff rejected it; null otherwise. */
  verificationReason: z.nullable(z.string()),
  verifiedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The owner's company, null until the profile is completed. */
export const ownCompanySchema = z.object({ company: z.nullable(companyProfileSchema) });

/** What staff need to check a company against the business registry and KRA. */
export const companyForReviewSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  industry: z.string(),
  registrationNumber: z.nullable(z.string()),
  taxPin: z.nullable(z.string()),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  locationCounty: z.string(),
  verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
  verificationReason: z.nullable(z.string()),
  /** When the profile was last submitted for review. */
  submittedAt: z.string(),
});
export type CompanyForReview = z.infer<typeof companyForReviewSchema>;

export const companiesForReviewPageSchema = pageSchema(companyForReviewSchema);
export type CompaniesForReviewPage = z.infer<typeof companiesForReviewPageSchema>;

/** The verification queue: one state (pending by default), and the page. */
export const companiesForReviewQuerySchema = z.strictObject({
  status: z._default(z.enum(COMPANY_VERIFICATION_STATUSES), 'pending'),
  ...pagingQuerySchema().shape,
});

interface IdentityFields {
  companyName: string;
  registrationNumber?: string | null;
  taxPin?: string | null;
}

/**
 * The state a company is in after its owner saves the profile. A new or rejected
 * company (re)enters the staff queue. A verified company stays verified for a
 * changed phone or description, but a new name, registration number or tax PIN
 * is a different legal entity from the one staff checked, so it is checked again.
 */
export function verificationAfterSave(
  current: (IdentityFields & { verificationStatus: CompanyVerificationStatus }) | null,
  next: IdentityFields,
): 'keep' | 'pending' {
  if (!current || current.verificationStatus !== 'verified') return 'pending';
  const same =
    current.companyName === next.companyName &&
    (current.registrationNumber ?? null) === (next.registrationNumber ?? null) &&
    (current.taxPin ?? null) === (next.taxPin ?? null);
  return same ? 'keep' : 'pending';
}
