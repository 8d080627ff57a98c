import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod, StaffDashboard } from '@domain/staff-dashboard';
import { apiFetch } from '@web/lib/api';

export type { StaffDashboard } from '@domain/staff-dashboard';

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['staff', 'dashboard', period],
    queryFn: () => apiFetch<StaffDashboard>(`/api/v1/staff/dashboard?period=${period}`),
    placeholderData: keepPreviousData,
  });

export function useDashboard(period: DashboardPeriod) {
  return useQuery(dashboardQuery(period));
}
