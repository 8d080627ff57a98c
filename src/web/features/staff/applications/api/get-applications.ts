import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffApplicationPage, ReviewStatus } from '@domain/application-review';
import type { CAMPS } from '@domain/beneficiary-profile';
import { apiFetch } from '@web/lib/api';

/** Every application review query starts with this key, so one invalidation refreshes the queue and the details. */
export const APPLICATIONS_QUERY_KEY = ['staff', 'applications'] as const;
export const APPLICATIONS_PAGE_SIZE = 10;

export interface QueueFilters {
  programme?: string;
  status?: ReviewStatus;
  minPriority?: number;
  maxPriority?: number;
  camp?: (typeof CAMPS)[number];
  assignedToMe?: boolean;
}

export function queueSearch(filters: QueueFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(APPLICATIONS_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== false) params.set(name, String(value));
  }
  return params.toString();
}

export const applicationsQuery = (filters: QueueFilters, page: number) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'list', filters, page],
    queryFn: () => apiFetch<StaffApplicationPage>(`/api/v1/staff/applications?${queueSearch(filters, page)}`),
    placeholderData: keepPreviousData,
  });

export function useApplicationsQueue(filters: QueueFilters, page: number) {
  return useQuery(applicationsQuery(filters, page));
}
