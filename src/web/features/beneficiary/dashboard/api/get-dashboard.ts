import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeneficiaryDashboard } from '@domain/beneficiary-dashboard';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';

/** Programme names come back in the reader's language, so each language is its own entry. */
export function dashboardQuery(language: string) {
  return queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, language],
    queryFn: () => apiFetch<BeneficiaryDashboard>('/api/v1/beneficiary/dashboard'),
  });
}

export function useDashboard(language: string) {
  return useQuery(dashboardQuery(language));
}
