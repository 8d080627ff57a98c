import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import type { FollowUpVisit, VisitOfficers } from '@domain/programmes/follow-up-views';
import type { Page } from '@domain/paging';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, programmePath } from '../api/programme-keys';

/** An officer's follow-up visits for a programme (theirs, or all they may see), recording and handing one over. */
export function useVisits(programmeId: string, mine: boolean, page: number) {
  return useQuery({
    queryKey: [...PROGRAMMES_KEY, 'outcomes', programmeId, 'visits', mine, page],
    queryFn: () =>
      apiFetch<Page<FollowUpVisit>>(
        `${programmePath(programmeId)}/follow-up/visits?page=${page}&pageSize=20${mine ? '&mine=true' : ''}`,
      ),
  });
}

export function useRecordVisit(programmeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: Record<string, ApplicationAnswer> }) =>
      apiFetch<FollowUpVisit>(`/api/v1/staff/follow-up-visits/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { answers },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...PROGRAMMES_KEY, 'outcomes', programmeId] }),
  });
}

const visitPath = (id: string) => `/api/v1/staff/follow-up-visits/${encodeURIComponent(id)}`;

/** Officers the visit may go to; asked only once the designer opens the control. */
export function useVisitOfficers(programmeId: string, visitId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PROGRAMMES_KEY, 'outcomes', programmeId, 'visit-officers', visitId],
    queryFn: () => apiFetch<VisitOfficers>(`${visitPath(visitId)}/officers`),
    enabled,
  });
}

export function useReassignVisit(programmeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, officerId }: { id: string; officerId: string }) =>
      apiFetch<FollowUpVisit>(`${visitPath(id)}/officer`, { method: 'PUT', body: { officerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...PROGRAMMES_KEY, 'outcomes', programmeId] }),
  });
}
