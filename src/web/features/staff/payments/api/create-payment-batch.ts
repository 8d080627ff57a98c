import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentBatchItem, PaymentBatchValues } from '@domain/payment-batch';
import { apiFetch } from '@web/lib/api';
import { PAYMENT_BATCHES_KEY } from './get-payment-batches';

export function createPaymentBatch(values: PaymentBatchValues): Promise<PaymentBatchItem> {
  return apiFetch<PaymentBatchItem>('/api/v1/staff/payment-batches', { method: 'POST', body: { ...values } });
}

export function useCreatePaymentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_BATCHES_KEY }),
  });
}
