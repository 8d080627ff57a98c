import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsPage } from '@domain/documents';
import { apiFetch } from '@web/lib/api';
import { DOCUMENTS_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';

/** My documents to attach one as a CV; a new upload refreshes this list with the others. */
export const cvChoicesQuery = queryOptions({
  queryKey: [...DOCUMENTS_QUERY_KEY, 'cv-choices'],
  queryFn: () => apiFetch<DocumentsPage>('/api/v1/beneficiary/documents?page=1&pageSize=100'),
});

export function useCvChoices() {
  return useQuery(cvChoicesQuery);
}
