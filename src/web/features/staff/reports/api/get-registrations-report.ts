import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GENDERS } from '@domain/beneficiary-profile';
import type { Camp, VulnerabilityBand } from '@domain/registry';
import type { ReportBucket } from '@domain/report-series';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

/** GET /api/v1/staff/reports/registrations: counts only; null stands for "not recorded". */
export interface RegistrationsReport {
  bucket: ReportBucket;
  /** Every bucket of the period, empty ones included; bucket = its first day. */
  overTime: { bucket: string; count: number }[];
  byLocation: { camp: Camp | null; area: string | null; count: number }[];
  byGender: { gender: (typeof GENDERS)[number] | null; count: number }[];
  byNationality: { nationality: string | null; count: number }[];
  byBand: { band: VulnerabilityBand | null; count: number }[];
  total: number;
}

export const registrationsReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'registrations', period.from, period.to, period.camp],
    queryFn: () => apiFetch<RegistrationsReport>(`/api/v1/staff/reports/registrations?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function useRegistrationsReport(period: ReportPeriod) {
  return useQuery(registrationsReportQuery(period));
}
