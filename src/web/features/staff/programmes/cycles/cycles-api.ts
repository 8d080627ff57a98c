import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CycleInput, PreparePaymentsInput, VisitInput } from '@domain/programmes/cycles-plan';
import type { CycleDetail, CycleSummary, PreparedPayments } from '@domain/programmes/cycles-views';
import { apiFetch } from '@web/lib/api';

/** Under the programmes area's key, so a change to a programme refreshes its cycles too. */
const CYCLES_KEY = ['staff', 'programmes', 'cycles'] as const;

const cyclesPath = (programmeId: string) => `/api/v1/staff/programmes/${encodeURIComponent(programmeId)}/cycles`;
const cyclePath = (programmeId: string, cycleId: string) => `${cyclesPath(programmeId)}/${encodeURIComponent(cycleId)}`;

export const cyclesQuery = (programmeId: string) =>
  queryOptions({
    queryKey: [...CYCLES_KEY, programmeId],
    queryFn: () => apiFetch<{ items: CycleSummary[] }>(cyclesPath(programmeId)),
  });

export function useCycles(programmeId: string) {
  return useQuery(cyclesQuery(programmeId));
}

export const cycleQuery = (programmeId: string, cycleId: string) =>
  queryOptions({
    queryKey: [...CYCLES_KEY, programmeId, cycleId],
    queryFn: () => apiFetch<CycleDetail>(cyclePath(programmeId, cycleId)),
  });

export function useCycle(programmeId: string, cycleId: string) {
  return useQuery(cycleQuery(programmeId, cycleId));
}

function useRefreshCycles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CYCLES_KEY });
}

export function useCreateCycle(programmeId: string) {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: (input: CycleInput) =>
      apiFetch<CycleSummary>(cyclesPath(programmeId), { method: 'POST', body: { ...input } }),
    onSuccess: refresh,
  });
}

export function useRecordVisit(programmeId: string, cycleId: string) {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: (input: VisitInput) =>
      apiFetch<{ id: string }>(`${cyclePath(programmeId, cycleId)}/visits`, { method: 'POST', body: { ...input } }),
    onSuccess: refresh,
  });
}

export function usePreparePayments(programmeId: string, cycleId: string) {
  const refresh = useRefreshCycles();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreparePaymentsInput) =>
      apiFetch<PreparedPayments>(`${cyclePath(programmeId, cycleId)}/prepare-payments`, {
        method: 'POST',
        body: { ...input },
      }),
    onSuccess: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['staff', 'payment-batches'] })]),
  });
}
