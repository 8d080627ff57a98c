import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentBatchItem } from '@domain/payment-batch';
import type { PaymentProviderName } from '@domain/payments';
import { apiFetch } from '@web/lib/api';
import { PAYMENT_BATCHES_KEY } from './get-payment-batches';

export type BatchAction =
  | { action: 'approve'; note?: string }
  | { action: 'reject'; note: string }
  | { action: 'cancel' }
  | { action: 'disburse'; provider: PaymentProviderName }
  | { action: 'resume-mpesa' };

/** Approve, reject, cancel, disburse or resume sending to M-Pesa: POST /api/v1/staff/payment-batches/:id/<action>. */
export function actOnBatch(batchId: string, { action, ...body }: BatchAction): Promise<PaymentBatchItem> {
  return apiFetch<PaymentBatchItem>(`/api/v1/staff/payment-batches/${encodeURIComponent(batchId)}/${action}`, {
    method: 'POST',
    body,
  });
}

export function useBatchAction(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BatchAction) => actOnBatch(batchId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_BATCHES_KEY }),
  });
}
