import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchVerification } from '@domain/payment-verification';
import { apiFetch } from '@web/lib/api';

export const batchVerificationKey = (batchId: string) => ['staff', 'payment-verification', batchId] as const;
export const batchVerificationUrl = (batchId: string) =>
  `/api/v1/staff/payment-batches/${encodeURIComponent(batchId)}/verification`;

export const batchVerificationQuery = (batchId: string) =>
  queryOptions({
    queryKey: batchVerificationKey(batchId),
    queryFn: () => apiFetch<BatchVerification>(batchVerificationUrl(batchId)),
  });

export function useBatchVerification(batchId: string) {
  return useQuery(batchVerificationQuery(batchId));
}
