import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentDeletionRequest, DeletionRequest, DeletionRequestInput } from '@domain/beneficiary-settings';
import { apiFetch } from '@web/lib/api';

const URL = '/api/v1/beneficiary/settings/deletion-request';
const DELETION_QUERY_KEY = ['beneficiary', 'deletion-request'] as const;

export const deletionRequestQuery = queryOptions({
  queryKey: DELETION_QUERY_KEY,
  queryFn: () => apiFetch<CurrentDeletionRequest>(URL),
});

export function useDeletionRequest() {
  return useQuery(deletionRequestQuery);
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeletionRequestInput) => apiFetch<DeletionRequest>(URL, { method: 'POST', body: input }),
    onSuccess: (request) => queryClient.setQueryData<CurrentDeletionRequest>(DELETION_QUERY_KEY, { request }),
  });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(URL, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CurrentDeletionRequest>(DELETION_QUERY_KEY, { request: null }),
  });
}
