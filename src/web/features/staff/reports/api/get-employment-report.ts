import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CAMPS } from '@domain/beneficiary-profile';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export interface OutcomeCounts {
  applications: number;
  interviews: number;
  hires: number;
}

/** GET /api/v1/staff/reports/employment: counts only, no person's data. */
export interface EmploymentReport {
  byEmployer: (OutcomeCounts & { companyId: string; companyName: string })[];
  /** null: camp not recorded. */
  byCamp: (OutcomeCounts & { camp: (typeof CAMPS)[number] | null })[];
  /** null: people in no programme. */
  byProgramme: (OutcomeCounts & { programmeId: string | null; programme: string | null })[];
  totals: OutcomeCounts;
}

export const employmentReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'employment', period.from, period.to, period.camp],
    queryFn: () => apiFetch<EmploymentReport>(`/api/v1/staff/reports/employment?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function useEmploymentReport(period: ReportPeriod) {
  return useQuery(employmentReportQuery(period));
}
