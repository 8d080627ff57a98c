import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateAlertItem, DuplicateDecisionInput } from '@domain/duplicate-alerts';
import { apiFetch } from '@web/lib/api';
import { DUPLICATES_QUERY_KEY } from './get-duplicates';

export function decideDuplicate({ id, ...body }: DuplicateDecisionInput & { id: string }): Promise<DuplicateAlertItem> {
  return apiFetch<DuplicateAlertItem>(`/api/v1/duplicates/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body,
  });
}

/** A decision changes the alert, both people's risk and (on a merge) their records: refresh all of it. */
export function useDecideDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDuplicate,
    onSuccess: () =>
      Promise.all(
        [DUPLICATES_QUERY_KEY, ['staff', 'registry'], ['staff', 'beneficiaries']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
