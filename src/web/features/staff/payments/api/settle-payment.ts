import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettleByHand, SettledPayment } from '@domain/payment-batch';
import { apiFetch } from '@web/lib/api';
import { PAYMENT_BATCHES_KEY } from './get-payment-batches';

/** POST /api/v1/staff/payment-batches/:id/payments/:paymentId/settle: what the M-Pesa portal shows. */
export function settlePayment(batchId: string, paymentId: string, body: SettleByHand): Promise<SettledPayment> {
  return apiFetch<SettledPayment>(
    `/api/v1/staff/payment-batches/${encodeURIComponent(batchId)}/payments/${encodeURIComponent(paymentId)}/settle`,
    {
      method: 'POST',
      body,
    },
  );
}

export function useSettlePayment(batchId: string, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettleByHand) => settlePayment(batchId, paymentId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_BATCHES_KEY }),
  });
}
