import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CAMPS } from '@domain/beneficiary-profile';
import type { ProjectType } from '@domain/projects';
import type { DashboardPeriod } from '@domain/staff-dashboard';
import { apiFetch } from '@web/lib/api';

export interface CountWithDelta {
  value: number;
  /** What happened since the period began. */
  delta: number;
}

/** GET /api/v1/staff/dashboard: counts and sums only. */
export interface StaffDashboard {
  period: DashboardPeriod;
  periodStart: string;
  stats: {
    totalBeneficiaries: CountWithDelta;
    activeProjects: CountWithDelta;
    /** Whole USD. */
    totalBudget: { value: number; spent: number; percentUtilised: number };
    programCompletions: CountWithDelta;
  };
  alerts: { pendingDuplicates: number };
  /** lastSyncAt: the last registry export imported; pendingImportId: a validated export waiting for Sync Now. */
  registrySync: { lastSyncAt: string | null; pendingUpdates: number | null; pendingImportId: string | null };
  /** null: camp not recorded. */
  geography: { camp: (typeof CAMPS)[number] | null; count: number; percent: number }[];
  performance: {
    participating: number;
    completed: number;
    withdrawn: number;
    completionRate: number;
    attendanceTaken: number;
    attendancePresent: number;
    attendanceRate: number;
    enrolledByType: { type: ProjectType; count: number }[];
  };
  partners: { partner: string; projects: number; activeProjects: number }[];
  audiences: { portalBeneficiaries: number; activeStaff: number; verifiedEmployers: number };
}

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['staff', 'dashboard', period],
    queryFn: () => apiFetch<StaffDashboard>(`/api/v1/staff/dashboard?period=${period}`),
    placeholderData: keepPreviousData,
  });

export function useDashboard(period: DashboardPeriod) {
  return useQuery(dashboardQuery(period));
}
