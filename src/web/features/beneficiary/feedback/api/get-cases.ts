import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackCasesPage } from '@domain/feedback';
import { apiFetch } from '@web/lib/api';

/** Sending a case or a follow-up changes the list: those invalidate this key. */
export const FEEDBACK_QUERY_KEY = ['beneficiary', 'feedback'] as const;
export const FEEDBACK_PAGE_SIZE = 10;

export function feedbackCasesQuery(page: number) {
  return queryOptions({
    queryKey: [...FEEDBACK_QUERY_KEY, 'list', page],
    queryFn: () =>
      apiFetch<FeedbackCasesPage>(`/api/v1/beneficiary/feedback?page=${page}&pageSize=${FEEDBACK_PAGE_SIZE}`),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useFeedbackCases(page: number) {
  return useQuery({ ...feedbackCasesQuery(page), placeholderData: keepPreviousData });
}
