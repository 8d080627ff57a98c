import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsPage } from '@domain/documents';
import { apiFetch } from '@web/lib/api';
import { DOCUMENTS_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';

/**
 * My documents, to attach those a programme requires. The Documents tab's list, in one page (a person has
 * few); under the documents prefix, so an upload from here or from that tab refreshes it.
 */
export const myDocumentsQuery = queryOptions({
  queryKey: [...DOCUMENTS_QUERY_KEY, 'application-choices'],
  queryFn: () => apiFetch<DocumentsPage>('/api/v1/beneficiary/documents?page=1&pageSize=100'),
  select: (page) => page.items,
});

export function useMyDocuments(enabled = true) {
  return useQuery({ ...myDocumentsQuery, enabled });
}
