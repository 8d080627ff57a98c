import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateBulkInput, DuplicateBulkResult } from '@domain/duplicate-alerts';
import { apiFetch } from '@web/lib/api';
import { DUPLICATES_QUERY_KEY } from './get-duplicates';

export function bulkDuplicates(body: DuplicateBulkInput): Promise<DuplicateBulkResult> {
  return apiFetch<DuplicateBulkResult>('/api/v1/duplicates/bulk', { method: 'POST', body });
}

export function useBulkDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDuplicates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DUPLICATES_QUERY_KEY }),
  });
}
