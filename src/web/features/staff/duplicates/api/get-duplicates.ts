import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicateAlertPage } from '@domain/duplicate-alerts';
import type { DuplicateAlertStatus } from '@domain/registry';
import { apiFetch } from '@web/lib/api';

/** Every duplicates query starts with this key, so one invalidation refreshes list, counts and details. */
export const DUPLICATES_QUERY_KEY = ['staff', 'duplicates'] as const;
export const DUPLICATES_PAGE_SIZE = 10;

export const duplicatesQuery = (status: DuplicateAlertStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...DUPLICATES_QUERY_KEY, 'list', status ?? 'all', page],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(DUPLICATES_PAGE_SIZE) });
      if (status) params.set('status', status);
      return apiFetch<DuplicateAlertPage>(`/api/v1/duplicates?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

export function useDuplicates(status: DuplicateAlertStatus | undefined, page: number) {
  return useQuery(duplicatesQuery(status, page));
}
