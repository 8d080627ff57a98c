import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentBatchPage } from '@domain/payment-batch';
import type { PaymentBatchStatus } from '@domain/payments';
import { apiFetch } from '@web/lib/api';

export const PAYMENT_BATCHES_KEY = ['staff', 'payment-batches'] as const;
export const BATCHES_PAGE_SIZE = 10;

export const paymentBatchesQuery = (status: PaymentBatchStatus | 'all', page: number) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(BATCHES_PAGE_SIZE) });
  if (status !== 'all') params.set('status', status);
  return queryOptions({
    queryKey: [...PAYMENT_BATCHES_KEY, 'list', params.toString()],
    queryFn: () => apiFetch<PaymentBatchPage>(`/api/v1/staff/payment-batches?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
};

export function usePaymentBatches(status: PaymentBatchStatus | 'all', page: number) {
  return useQuery(paymentBatchesQuery(status, page));
}
