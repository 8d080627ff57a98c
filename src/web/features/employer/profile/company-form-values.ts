import type { DefaultValues } from 'react-hook-form';
import type { CompanyProfile, CompanyProfileInput } from '@domain/company-profile';
import { COMPANY_SIZES, COUNTIES, INDUSTRIES } from '@domain/jobs';

const oneOf = <T extends string>(list: readonly T[], value: string) =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** A first profile starts empty; an edit starts from what is stored (choices outside our lists must be picked again). */
export function toCompanyFormValues(
  company: CompanyProfile | null,
  fallbackEmail: string,
): DefaultValues<CompanyProfileInput> {
  if (!company) {
    return {
      companyName: '',
      description: '',
      website: '',
      contactPerson: '',
      contactEmail: fallbackEmail,
      contactPhone: '',
      address: '',
      locationSubcounty: '',
      registrationNumber: '',
      taxPin: '',
    };
  }
  return {
    companyName: company.companyName,
    description: company.description,
    industry: oneOf(INDUSTRIES, company.industry),
    companySize: oneOf(COMPANY_SIZES, company.companySize),
    website: company.website ?? '',
    contactPerson: company.contactPerson,
    contactEmail: company.contactEmail,
    contactPhone: company.contactPhone,
    address: company.address,
    locationCounty: oneOf(COUNTIES, company.locationCounty),
    locationSubcounty: company.locationSubcounty,
    registrationNumber: company.registrationNumber ?? '',
    taxPin: company.taxPin ?? '',
  };
}
