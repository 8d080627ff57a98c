import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentReview } from '@domain/document-review';
import { apiFetch } from '@web/lib/api';
import { DOCUMENTS_QUERY_KEY } from './get-document-queue';

export const documentFileUrl = (id: string) => `/api/v1/staff/documents/${encodeURIComponent(id)}/file`;

export const documentReviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'review', id],
    queryFn: () => apiFetch<DocumentReview>(`/api/v1/staff/documents/${encodeURIComponent(id)}`),
    // Every read is audited: do not read again just because the window regained focus.
    refetchOnWindowFocus: false,
  });

export function useDocumentReview(id: string) {
  return useQuery(documentReviewQuery(id));
}
