import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentQueueItem } from '@domain/document-review';
import { apiFetch } from '@web/lib/api';
import { DOCUMENTS_QUERY_KEY } from './get-document-queue';

export function startDocumentReview(id: string): Promise<DocumentQueueItem> {
  return apiFetch<DocumentQueueItem>(`/api/v1/staff/documents/${encodeURIComponent(id)}/start-review`, {
    method: 'POST',
  });
}

export function useStartDocumentReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDocumentReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
