import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camp } from '@domain/registry';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export const PAYMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = 'mobile_money' | 'bank_transfer' | 'cash';

/** A number of payments and their sum in whole KES. */
export interface PaymentSums {
  count: number;
  amount: number;
}

/** GET /api/v1/staff/reports/payments: disbursed = status completed. */
export interface PaymentsReport {
  byMonth: (PaymentSums & { bucket: string })[];
  byMethod: (PaymentSums & { method: PaymentMethod })[];
  byStatus: (PaymentSums & { status: PaymentStatus })[];
  byCamp: (PaymentSums & { camp: Camp | null })[];
  totals: { disbursedCount: number; disbursedAmount: number };
}

export const paymentsReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'payments', period.from, period.to, period.camp],
    queryFn: () => apiFetch<PaymentsReport>(`/api/v1/staff/reports/payments?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function usePaymentsReport(period: ReportPeriod) {
  return useQuery(paymentsReportQuery(period));
}
