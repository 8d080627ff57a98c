import type { DefaultValues } from 'react-hook-form';
import { isKnownSector, type BeneficiaryBusiness, type BusinessInput } from '@domain/business';

/** A new business starts empty (status and sector are chosen, not guessed); an update starts from what is stored. */
export function toFormValues(business?: BeneficiaryBusiness): DefaultValues<BusinessInput> {
  if (!business) return { name: '', location: '', employees: 0, monthlyRevenue: null };
  return {
    name: business.name,
    // An imported sector outside our list must be chosen again rather than sent back as it is.
    sector: isKnownSector(business.sector) ? business.sector : undefined,
    location: business.location ?? '',
    startDate: business.startDate ?? undefined,
    status: business.status,
    employees: business.employees,
    monthlyRevenue: business.monthlyRevenue,
  };
}

/** An empty number box is "not answered": the schema then names the field. */
export const wholeNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Revenue is optional: an empty box is stored as unknown, not as zero. */
export const optionalWholeNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
