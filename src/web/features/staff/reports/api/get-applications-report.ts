import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationsReport } from '@domain/programme-selection-report';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export type { ApplicationsReport, SelectionCounts } from '@domain/programme-selection-report';

/** programmeId '' : every programme. */
export const applicationsReportQuery = (period: ReportPeriod, programmeId: string) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'applications', period.from, period.to, period.camp, programmeId],
    queryFn: () => {
      const params = new URLSearchParams(periodQuery(period));
      if (programmeId) params.set('programmeId', programmeId);
      return apiFetch<ApplicationsReport>(`/api/v1/staff/reports/applications?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

export function useApplicationsReport(period: ReportPeriod, programmeId: string) {
  return useQuery(applicationsReportQuery(period, programmeId));
}
