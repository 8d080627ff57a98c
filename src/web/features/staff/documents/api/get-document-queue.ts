import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentQueuePage } from '@domain/document-review';
import type { DocumentStatus, DocumentType } from '@domain/documents';
import { apiFetch } from '@web/lib/api';

export const DOCUMENTS_QUERY_KEY = ['staff', 'documents'] as const;
export const DOCUMENTS_PAGE_SIZE = 10;

export interface DocumentQueueFilters {
  /** Unset: pending and under review, as the server defaults. */
  status?: DocumentStatus;
  type?: DocumentType;
  camp?: string;
}

export function documentQueueUrl(filters: DocumentQueueFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(DOCUMENTS_PAGE_SIZE) });
  for (const key of ['status', 'type', 'camp'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `/api/v1/staff/documents?${params.toString()}`;
}

export const documentQueueQuery = (filters: DocumentQueueFilters, page: number) =>
  queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, 'queue', filters, page],
    queryFn: () => apiFetch<DocumentQueuePage>(documentQueueUrl(filters, page)),
    placeholderData: keepPreviousData,
  });

export function useDocumentQueue(filters: DocumentQueueFilters, page: number) {
  return useQuery(documentQueueQuery(filters, page));
}
