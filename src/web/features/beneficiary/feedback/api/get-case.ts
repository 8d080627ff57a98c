import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackCase } from '@domain/feedback';
import { apiFetch } from '@web/lib/api';
import { FEEDBACK_QUERY_KEY } from './get-cases';

export const feedbackCaseQueryKey = (id: string) => [...FEEDBACK_QUERY_KEY, 'case', id] as const;

export function feedbackCaseQuery(id: string) {
  return queryOptions({
    queryKey: feedbackCaseQueryKey(id),
    queryFn: () => apiFetch<FeedbackCase>(`/api/v1/beneficiary/feedback/${encodeURIComponent(id)}`),
  });
}

export function useFeedbackCase(id: string) {
  return useQuery(feedbackCaseQuery(id));
}
