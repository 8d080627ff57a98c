import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDecisionInput, DocumentQueueItem } from '@domain/document-review';
import { apiFetch } from '@web/lib/api';
import { DOCUMENTS_QUERY_KEY } from './get-document-queue';

export function decideDocument({ id, ...body }: DocumentDecisionInput & { id: string }): Promise<DocumentQueueItem> {
  return apiFetch<DocumentQueueItem>(`/api/v1/staff/documents/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body,
  });
}

/** The queue and the review both change; the person's record shows the document too. */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSuccess: () =>
      Promise.all(
        [DOCUMENTS_QUERY_KEY, ['staff', 'beneficiaries']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
