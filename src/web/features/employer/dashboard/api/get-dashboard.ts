import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerDashboard } from '@domain/employer-dashboard';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/employer/shared/query-keys';

export type { EmployerDashboard };

export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: () => apiFetch<EmployerDashboard>('/api/v1/employer/dashboard'),
});

export function useEmployerDashboard() {
  return useQuery(dashboardQuery);
}
