import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RegistryScan } from '@domain/duplicate-alerts';
import { apiFetch } from '@web/lib/api';
import { DUPLICATES_QUERY_KEY } from './get-duplicates';

const SCAN_POLL_MS = 2000;

/** POST /api/v1/duplicates/scan: starts a scan, or answers the one already under way. */
export function useStartRegistryScan() {
  return useMutation({ mutationFn: () => apiFetch<RegistryScan>('/api/v1/duplicates/scan', { method: 'POST' }) });
}

export const registryScanQuery = (id: string) =>
  queryOptions({
    queryKey: [...DUPLICATES_QUERY_KEY, 'scan', id],
    queryFn: () => apiFetch<RegistryScan>(`/api/v1/duplicates/scans/${encodeURIComponent(id)}`),
    // Polled while the background job works; it stops once the scan has ended.
    refetchInterval: (query) =>
      query.state.data && ['completed', 'failed'].includes(query.state.data.status) ? false : SCAN_POLL_MS,
  });

export function useRegistryScan(id: string | null) {
  return useQuery({ ...registryScanQuery(id ?? ''), enabled: id !== null });
}

/** Reads the alert list and counts again once a scan has ended (it may have found new pairs). */
export function useRefreshAfterScan(status: RegistryScan['status'] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'completed') return;
    void queryClient.invalidateQueries({ queryKey: [...DUPLICATES_QUERY_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...DUPLICATES_QUERY_KEY, 'summary'] });
  }, [status, queryClient]);
}
