import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../domain/me';
import { apiFetch } from './api';

/** The signed-in person, or null. A 200 with `user: null` means "not signed in". */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => apiFetch<MeResponse>('/api/v1/me'),
  staleTime: 60_000,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
