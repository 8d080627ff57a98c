import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile, CompanyProfileInput } from '@domain/company-profile';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/employer/shared/query-keys';
import { COMPANY_QUERY_KEY } from './get-company';

export function saveCompany(input: CompanyProfileInput): Promise<CompanyProfile> {
  return apiFetch<CompanyProfile>('/api/v1/employer/company', { method: 'PUT', body: input });
}

/** The dashboard shows the verification state, which a save may change. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(COMPANY_QUERY_KEY, { company });
      return queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
