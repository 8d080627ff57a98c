import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyJobInvitation } from '@domain/job-search';
import { apiFetch } from '@web/lib/api';
import { JOBS_QUERY_KEY } from './keys';

export const invitationsQuery = queryOptions({
  queryKey: [...JOBS_QUERY_KEY, 'invitations'],
  queryFn: () => apiFetch<{ items: MyJobInvitation[] }>('/api/v1/beneficiary/job-invitations'),
});

export function useInvitations() {
  return useQuery(invitationsQuery);
}
