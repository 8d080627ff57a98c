import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportSummary } from '@domain/import-view';
import { apiFetch } from '@web/lib/api';
import { IMPORTS_QUERY_KEY } from './get-import-history';

export const importSummaryQuery = () =>
  queryOptions({
    queryKey: [...IMPORTS_QUERY_KEY, 'summary'],
    queryFn: () => apiFetch<ImportSummary>('/api/v1/imports/summary'),
  });

export function useImportSummary() {
  return useQuery(importSummaryQuery());
}
