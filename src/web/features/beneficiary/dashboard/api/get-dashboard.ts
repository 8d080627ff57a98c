import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeneficiaryDashboard } from '@domain/beneficiary-dashboard';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_PATH, takeEarlyDashboard } from './early-dashboard';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';

/** Programme names come back in the reader's language, so each language is its own entry. */
export function dashboardQuery(language: string) {
  return queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, language],
    queryFn: () => takeEarlyDashboard(language) ?? apiFetch<BeneficiaryDashboard>(DASHBOARD_PATH),
  });
}

export function useDashboard(language: string) {
  return useQuery(dashboardQuery(language));
}
