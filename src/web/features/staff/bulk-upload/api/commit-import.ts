import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportView } from '@domain/import-view';
import { apiFetch } from '@web/lib/api';
import { IMPORTS_QUERY_KEY } from './get-import-history';

/** POST /api/v1/imports/:id/commit: starts importing the valid rows (once, however often pressed). */
export function commitImport(id: string): Promise<ImportView> {
  return apiFetch<ImportView>(`/api/v1/imports/${encodeURIComponent(id)}/commit`, { method: 'POST' });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY }),
  });
}
