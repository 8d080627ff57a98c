import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateAlertItem } from '@domain/duplicate-alerts';
import { apiFetch } from '@web/lib/api';
import { DUPLICATES_QUERY_KEY } from './get-duplicates';

export function reverseMerge(id: string): Promise<DuplicateAlertItem> {
  return apiFetch<DuplicateAlertItem>(`/api/v1/duplicates/${encodeURIComponent(id)}/reverse-merge`, { method: 'POST' });
}

/** Admins only: the rows go back, so the registry and record pages refresh too. */
export function useReverseMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseMerge,
    onSuccess: () =>
      Promise.all(
        [DUPLICATES_QUERY_KEY, ['staff', 'registry'], ['staff', 'beneficiaries']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
