import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '@domain/company-profile';
import { apiFetch } from '@web/lib/api';

export const COMPANY_QUERY_KEY = ['employer', 'company'] as const;

export const companyQuery = queryOptions({
  queryKey: COMPANY_QUERY_KEY,
  queryFn: () => apiFetch<{ company: CompanyProfile | null }>('/api/v1/employer/company'),
});

export function useCompany() {
  return useQuery(companyQuery);
}
