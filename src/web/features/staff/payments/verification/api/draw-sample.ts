import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchVerification } from '@domain/payment-verification';
import { apiFetch } from '@web/lib/api';
import { batchVerificationKey, batchVerificationUrl } from './get-batch-verification';

/** POST .../verification/sample: drawn once; drawing again answers the same people. */
export function useDrawSample(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (percent: number) =>
      apiFetch<BatchVerification>(`${batchVerificationUrl(batchId)}/sample`, { method: 'POST', body: { percent } }),
    onSuccess: (data) => queryClient.setQueryData(batchVerificationKey(batchId), data),
  });
}
