import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackQueueFilters, FeedbackQueuePage } from '@domain/feedback-handling';
import { apiFetch } from '@web/lib/api';

export const FEEDBACK_QUEUE_KEY = ['staff', 'feedback', 'queue'] as const;
export const FEEDBACK_QUEUE_PAGE_SIZE = 10;

function queryString(filters: FeedbackQueueFilters, page: number): string {
  const params = new URLSearchParams({
    status: filters.status,
    page: String(page),
    pageSize: String(FEEDBACK_QUEUE_PAGE_SIZE),
  });
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.category) params.set('category', filters.category);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.assignedToMe) params.set('assignedToMe', 'true');
  if (filters.reference) params.set('reference', filters.reference);
  return params.toString();
}

export const feedbackQueueQuery = (filters: FeedbackQueueFilters, page: number) =>
  queryOptions({
    queryKey: [...FEEDBACK_QUEUE_KEY, filters, page],
    queryFn: () => apiFetch<FeedbackQueuePage>(`/api/v1/staff/feedback?${queryString(filters, page)}`),
    placeholderData: keepPreviousData,
  });

export function useFeedbackQueue(filters: FeedbackQueueFilters, page: number) {
  return useQuery(feedbackQueueQuery(filters, page));
}
