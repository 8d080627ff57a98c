import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BUSINESSES_PER_PERSON, type BusinessesPage } from '@domain/business';
import { apiFetch } from '@web/lib/api';

export const BUSINESSES_QUERY_KEY = ['beneficiary', 'businesses'] as const;

/** A person registers at most a handful, so one page holds them all. */
export const businessesQuery = queryOptions({
  queryKey: BUSINESSES_QUERY_KEY,
  queryFn: () => apiFetch<BusinessesPage>(`/api/v1/beneficiary/businesses?pageSize=${MAX_BUSINESSES_PER_PERSON}`),
});

export function useBusinesses() {
  return useQuery(businessesQuery);
}
