import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchPaymentPage } from '@domain/payment-batch';
import { apiFetch } from '@web/lib/api';
import { PAYMENT_BATCHES_KEY } from './get-payment-batches';

export const BATCH_PAYMENTS_PAGE_SIZE = 20;

/** needsCheck: only the payments M-Pesa never answered about. */
export const batchPaymentsQuery = (batchId: string, page: number, needsCheck = false) =>
  queryOptions({
    queryKey: [...PAYMENT_BATCHES_KEY, 'detail', batchId, 'payments', page, needsCheck],
    queryFn: () =>
      apiFetch<BatchPaymentPage>(
        `/api/v1/staff/payment-batches/${encodeURIComponent(batchId)}/payments?page=${page}&pageSize=${BATCH_PAYMENTS_PAGE_SIZE}${needsCheck ? '&needsCheck=true' : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useBatchPayments(batchId: string, page: number, needsCheck = false) {
  return useQuery(batchPaymentsQuery(batchId, page, needsCheck));
}
