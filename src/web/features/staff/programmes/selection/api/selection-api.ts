import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RankingFilterState,
  RankingPage,
  SelectionResult,
  SelectOneInput,
  SelectTopInput,
  WithdrawalResult,
} from '@domain/programmes/programme-selection';
import { apiFetch } from '@web/lib/api';

/** Every query of the staff programmes area starts with this key; selection changes the programme's figures too. */
const STAFF_PROGRAMMES_KEY = ['staff', 'programmes'] as const;
const RANKING_KEY = [...STAFF_PROGRAMMES_KEY, 'ranking'] as const;
export const RANKING_PAGE_SIZE = 50;

const programmePath = (programmeId: string) => `/api/v1/staff/programmes/${encodeURIComponent(programmeId)}`;

export interface RankingFilters {
  camp: string;
  gender: string;
  state: RankingFilterState;
  page: number;
}

export function rankingSearch(filters: RankingFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(RANKING_PAGE_SIZE) });
  if (filters.camp) params.set('camp', filters.camp);
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.state !== 'all') params.set('state', filters.state);
  return params.toString();
}

export const rankingQuery = (programmeId: string, filters: RankingFilters) =>
  queryOptions({
    queryKey: [...RANKING_KEY, programmeId, filters],
    queryFn: () => apiFetch<RankingPage>(`${programmePath(programmeId)}/ranking?${rankingSearch(filters)}`),
    placeholderData: keepPreviousData,
  });

export function useRanking(programmeId: string, filters: RankingFilters) {
  return useQuery(rankingQuery(programmeId, filters));
}

/** After any selection change the ranking, the programme's figures and the application queue are stale. */
function useRefreshAfterSelection() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STAFF_PROGRAMMES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['staff', 'applications'] }),
    ]);
}

export function useSelectTop(programmeId: string) {
  const refresh = useRefreshAfterSelection();
  return useMutation({
    mutationFn: (input: SelectTopInput) =>
      apiFetch<SelectionResult>(`${programmePath(programmeId)}/selection`, { method: 'POST', body: { ...input } }),
    onSuccess: refresh,
  });
}

export function useSelectOne(programmeId: string) {
  const refresh = useRefreshAfterSelection();
  return useMutation({
    mutationFn: (input: SelectOneInput) =>
      apiFetch<SelectionResult>(`${programmePath(programmeId)}/selection/one`, { method: 'POST', body: { ...input } }),
    onSuccess: refresh,
  });
}

export function useWithdrawPlace() {
  const refresh = useRefreshAfterSelection();
  return useMutation({
    mutationFn: ({ applicationId, reason }: { applicationId: string; reason: string }) =>
      apiFetch<WithdrawalResult>(`/api/v1/staff/applications/${encodeURIComponent(applicationId)}/withdraw`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: refresh,
  });
}
