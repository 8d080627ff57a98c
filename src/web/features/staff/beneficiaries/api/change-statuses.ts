import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStatusChange } from '@domain/registry-search';
import { apiFetch } from '@web/lib/api';
import { REGISTRY_QUERY_KEY } from './get-registry';

export function changeStatuses(change: BulkStatusChange): Promise<{ updated: number }> {
  return apiFetch('/api/v1/staff/beneficiaries/bulk-status', { method: 'POST', body: { ...change } });
}

export function useChangeStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatuses,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTRY_QUERY_KEY }),
  });
}
