import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import type { OwnFollowUpVisit } from '@domain/programmes/follow-up-views';
import { apiFetch } from '@web/lib/api';

/** The person's follow-up questions that have fallen due, and sending their answers. */
const FOLLOW_UP_KEY = ['beneficiary', 'follow-up-visits'] as const;
const PATH = '/api/v1/beneficiary/follow-up-visits';

export function useOwnFollowUps(language: string) {
  return useQuery({
    queryKey: [...FOLLOW_UP_KEY, language],
    queryFn: () => apiFetch<{ items: OwnFollowUpVisit[] }>(PATH),
  });
}

export function useAnswerFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: Record<string, ApplicationAnswer> }) =>
      apiFetch<OwnFollowUpVisit>(`${PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: { answers } }),
    onSuccess: () => client.invalidateQueries({ queryKey: FOLLOW_UP_KEY }),
  });
}
