import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsPage } from '@domain/documents';
import { apiFetch } from '@web/lib/api';
import { DOCUMENTS_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';

export const DOCUMENTS_PAGE_SIZE = 10;

export function documentsQuery(page: number) {
  return queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'list', page],
    queryFn: () =>
      apiFetch<DocumentsPage>(`/api/v1/beneficiary/documents?page=${page}&pageSize=${DOCUMENTS_PAGE_SIZE}`),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(page: number) {
  return useQuery(documentsQuery(page));
}
