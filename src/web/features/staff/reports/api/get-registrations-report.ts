import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationsReport } from '@domain/staff-reports';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export type { RegistrationsReport } from '@domain/staff-reports';

export const registrationsReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'registrations', period.from, period.to, period.camp],
    queryFn: () => apiFetch<RegistrationsReport>(`/api/v1/staff/reports/registrations?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function useRegistrationsReport(period: ReportPeriod) {
  return useQuery(registrationsReportQuery(period));
}
