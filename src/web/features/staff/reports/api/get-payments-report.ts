import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsReport } from '@domain/staff-reports';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export type { PaymentSums, PaymentsReport } from '@domain/staff-reports';

export const paymentsReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'payments', period.from, period.to, period.camp],
    queryFn: () => apiFetch<PaymentsReport>(`/api/v1/staff/reports/payments?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function usePaymentsReport(period: ReportPeriod) {
  return useQuery(paymentsReportQuery(period));
}
