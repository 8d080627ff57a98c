import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BeneficiaryPaymentPage, PaymentStatus } from '@domain/payments';
import { apiFetch } from '@web/lib/api';

export type PaymentFilter = PaymentStatus | 'all';
export const PAYMENTS_PAGE_SIZE = 10;

export function paymentsQuery(status: PaymentFilter, page: number) {
  return queryOptions({
    queryKey: ['beneficiary', 'payments', status, page],
    queryFn: () =>
      apiFetch<BeneficiaryPaymentPage>(
        `/api/v1/beneficiary/payments?status=${status}&page=${page}&pageSize=${PAYMENTS_PAGE_SIZE}`,
      ),
  });
}

/** Keeps the previous page on screen while the next one loads (no flash on a slow connection). */
export function usePayments(status: PaymentFilter, page: number) {
  return useQuery({ ...paymentsQuery(status, page), placeholderData: keepPreviousData });
}
