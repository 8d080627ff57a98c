import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentBatchDetail } from '@domain/payment-batch';
import { apiFetch } from '@web/lib/api';
import { PAYMENT_BATCHES_KEY } from './get-payment-batches';

export const paymentBatchQuery = (batchId: string) =>
  queryOptions({
    queryKey: [...PAYMENT_BATCHES_KEY, 'detail', batchId],
    queryFn: () => apiFetch<PaymentBatchDetail>(`/api/v1/staff/payment-batches/${encodeURIComponent(batchId)}`),
  });

export function usePaymentBatch(batchId: string) {
  return useQuery(paymentBatchQuery(batchId));
}
