import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpRoundCreate } from '@domain/programmes/follow-up';
import type { FollowUpOverview, GraduationPerson } from '@domain/programmes/follow-up-views';
import type { Breakdown } from '@domain/programmes/indicators';
import type { ProgrammeIndicators } from '@domain/programmes/indicators-views';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, programmePath } from '../api/programme-keys';

/** The Outcomes page's reads (indicators, graduation, follow-up rounds) and opening a round. */

const outcomesKey = (programmeId: string) => [...PROGRAMMES_KEY, 'outcomes', programmeId] as const;

export const indicatorsQuery = (programmeId: string, breakdown: Breakdown) =>
  queryOptions({
    queryKey: [...outcomesKey(programmeId), 'indicators', breakdown],
    queryFn: () => apiFetch<ProgrammeIndicators>(`${programmePath(programmeId)}/indicators?breakdown=${breakdown}`),
  });

export function useIndicators(programmeId: string, breakdown: Breakdown) {
  return useQuery(indicatorsQuery(programmeId, breakdown));
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

export const indicatorsFileUrl = (programmeId: string, breakdown: Breakdown, format: 'csv' | 'xlsx') =>
  `${programmePath(programmeId)}/indicators/file?breakdown=${breakdown}&format=${format}`;
