import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organisation } from '@domain/organisations';
import { apiFetch } from '@web/lib/api';

/** The organisations for badges and pickers: few, and rarely changed. */
export const organisationsQuery = queryOptions({
  queryKey: ['staff', 'organisations'],
  queryFn: () => apiFetch<{ items: Organisation[] }>('/api/v1/staff/organisations'),
  staleTime: 5 * 60_000,
});

export function useOrganisations() {
  return useQuery(organisationsQuery);
}
