import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffApplicationDetail } from '@domain/application-review';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY } from './get-applications';

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'detail', id],
    queryFn: () => apiFetch<StaffApplicationDetail>(`/api/v1/staff/applications/${encodeURIComponent(id)}`),
    // Each opening is an audited read of the person's record: do not re-read it on every window focus.
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export function useApplicationForReview(id: string) {
  return useQuery(applicationQuery(id));
}
