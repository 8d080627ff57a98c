import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeneficiaryDocument } from '@domain/documents';
import { apiFetch } from '@web/lib/api';
import { DOCUMENTS_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';

/** Expired and soon-expiring documents, whichever page of the list they are on. */
export const expiringDocumentsQuery = queryOptions({
  queryKey: [...DOCUMENTS_QUERY_KEY, 'expiring'],
  queryFn: () => apiFetch<{ items: BeneficiaryDocument[] }>('/api/v1/beneficiary/documents/expiring'),
  select: (data) => data.items,
});

export function useExpiringDocuments() {
  return useQuery(expiringDocumentsQuery);
}
