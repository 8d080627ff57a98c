import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationFilter, ApplicationsPage } from '@domain/programme-application';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_KEY } from './query-keys';

export const APPLICATIONS_PAGE_SIZE = 10;

export interface ApplicationsRequest {
  status: ApplicationFilter;
  page: number;
  language: string;
}

export function applicationsQuery({ status, page, language }: ApplicationsRequest) {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(APPLICATIONS_PAGE_SIZE) });
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', status, page, language],
    queryFn: () => apiFetch<ApplicationsPage>(`/api/v1/beneficiary/applications?${query}`),
  });
}

/** The previous page stays on screen while the next loads, so the tab counts never flicker. */
export function useApplications(request: ApplicationsRequest) {
  return useQuery({ ...applicationsQuery(request), placeholderData: keepPreviousData });
}
