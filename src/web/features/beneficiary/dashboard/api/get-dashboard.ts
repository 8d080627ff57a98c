import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeneficiaryDashboard } from '@domain/beneficiary-dashboard';
import { apiFetch } from '@web/lib/api';

/** Saving the profile changes the greeting and the profile status: the profile tab invalidates this. */
export const DASHBOARD_QUERY_KEY = ['beneficiary', 'dashboard'] as const;

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
