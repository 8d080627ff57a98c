import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpPlan, FollowUpRoundCreate } from '@domain/programmes/follow-up';
import type { FollowUpOverview, GraduationPerson } from '@domain/programmes/follow-up-views';
import type { Breakdown } from '@domain/programmes/indicators';
import type { ProgrammeIndicators } from '@domain/programmes/indicators-views';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, programmePath } from '../api/programme-keys';

/** The Outcomes page's reads (indicators, graduation, follow-up rounds), saving the plan and opening a round. */

const outcomesKey = (programmeId: string) => [...PROGRAMMES_KEY, 'outcomes', programmeId] as const;

/** The query string of the figures: a breakdown, and a cycle when one is chosen ('' for the whole programme). */
function filterQuery(breakdown: Breakdown, cycleId: string): string {
  const query = new URLSearchParams({ breakdown });
  if (cycleId) query.set('cycleId', cycleId);
  return query.toString();
}

export const indicatorsQuery = (programmeId: string, breakdown: Breakdown, cycleId = '') =>
  queryOptions({
    queryKey: [...outcomesKey(programmeId), 'indicators', breakdown, cycleId],
    queryFn: () =>
      apiFetch<ProgrammeIndicators>(`${programmePath(programmeId)}/indicators?${filterQuery(breakdown, cycleId)}`),
  });

/** The figures shown stay until the next ones arrive, so the filters keep their place and focus. */
export function useIndicators(programmeId: string, breakdown: Breakdown, cycleId = '') {
  return useQuery({ ...indicatorsQuery(programmeId, breakdown, cycleId), placeholderData: keepPreviousData });
}

export function useGraduation(programmeId: string) {
  return useQuery({
    queryKey: [...outcomesKey(programmeId), 'graduation'],
    queryFn: () => apiFetch<{ items: GraduationPerson[] }>(`${programmePath(programmeId)}/graduation`),
  });
}

export function useFollowUp(programmeId: string) {
  return useQuery({
    queryKey: [...outcomesKey(programmeId), 'follow-up'],
    queryFn: () => apiFetch<FollowUpOverview>(`${programmePath(programmeId)}/follow-up`),
  });
}

export function useSavePlan(programmeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: FollowUpPlan) =>
      apiFetch<FollowUpOverview>(`${programmePath(programmeId)}/follow-up`, { method: 'PUT', body: plan }),
    onSuccess: () => client.invalidateQueries({ queryKey: outcomesKey(programmeId) }),
  });
}

export function useOpenRound(programmeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (round: FollowUpRoundCreate) =>
      apiFetch<{ id: string; visitsCreated: number }>(`${programmePath(programmeId)}/follow-up/rounds`, {
        method: 'POST',
        body: round,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: outcomesKey(programmeId) }),
  });
}

export const indicatorsFileUrl = (programmeId: string, breakdown: Breakdown, cycleId: string, format: 'csv' | 'xlsx') =>
  `${programmePath(programmeId)}/indicators/file?${filterQuery(breakdown, cycleId)}&format=${format}`;
