import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportHistoryPage, ImportView } from '@domain/import-view';
import { apiFetch } from '@web/lib/api';

export const IMPORTS_QUERY_KEY = ['staff', 'imports'] as const;
export const IMPORT_HISTORY_PAGE_SIZE = 10;
/** Spec: a file in progress is followed every 1-2 seconds. */
export const IMPORT_POLL_MS = 1500;

/** An interrupted import waits for Resume import: nothing moves until someone presses it, so nothing to poll for. */
export const isInProgress = (item: ImportView) =>
  item.status === 'uploading' ||
  item.status === 'validating' ||
  (item.status === 'processing' && item.commitRun !== 'interrupted');

export const importHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...IMPORTS_QUERY_KEY, 'history', page],
    queryFn: () => apiFetch<ImportHistoryPage>(`/api/v1/imports?page=${page}&pageSize=${IMPORT_HISTORY_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
    // Poll only while a file on this page is still being read or imported.
    refetchInterval: (query) => (query.state.data?.items.some(isInProgress) ? IMPORT_POLL_MS : false),
  });

export function useImportHistory(page: number) {
  return useQuery(importHistoryQuery(page));
}
