import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateAlertItem } from '@domain/duplicate-alerts';
import { apiFetch } from '@web/lib/api';
import { DUPLICATES_QUERY_KEY } from './get-duplicates';

export function assignDuplicate(id: string): Promise<DuplicateAlertItem> {
  return apiFetch<DuplicateAlertItem>(`/api/v1/duplicates/${encodeURIComponent(id)}/assign`, { method: 'POST' });
}

export function useAssignDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDuplicate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DUPLICATES_QUERY_KEY }),
  });
}
