import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmploymentReport } from '@domain/staff-reports';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export type { EmploymentReport, OutcomeCounts } from '@domain/staff-reports';

export const employmentReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'employment', period.from, period.to, period.camp],
    queryFn: () => apiFetch<EmploymentReport>(`/api/v1/staff/reports/employment?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function useEmploymentReport(period: ReportPeriod) {
  return useQuery(employmentReportQuery(period));
}
