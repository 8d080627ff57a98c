import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordedAnswer, VerificationAnswer } from '@domain/payment-verification';
import { apiFetch } from '@web/lib/api';
import { batchVerificationKey, batchVerificationUrl } from './get-batch-verification';

/** PUT .../verification/:paymentId: what the person said on the phone. */
export function useRecordAnswer(batchId: string, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: VerificationAnswer) =>
      apiFetch<RecordedAnswer>(`${batchVerificationUrl(batchId)}/${encodeURIComponent(paymentId)}`, {
        method: 'PUT',
        body: answer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchVerificationKey(batchId) }),
  });
}
