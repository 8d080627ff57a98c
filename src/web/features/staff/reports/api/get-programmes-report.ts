import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammesReport } from '@domain/staff-reports';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export type { ProgrammeCounts, ProgrammesReport } from '@domain/staff-reports';

export const programmesReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'programmes', period.from, period.to, period.camp],
    queryFn: () => apiFetch<ProgrammesReport>(`/api/v1/staff/reports/programmes?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function useProgrammesReport(period: ReportPeriod) {
  return useQuery(programmesReportQuery(period));
}
