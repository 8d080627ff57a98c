import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { apiFetch } from '@web/lib/api';

export const feedbackCaseKey = (id: string) => ['staff', 'feedback', 'case', id] as const;

export const staffFeedbackCaseQuery = (id: string) =>
  queryOptions({
    queryKey: feedbackCaseKey(id),
    queryFn: () => apiFetch<FeedbackStaffCase>(`/api/v1/staff/feedback/${encodeURIComponent(id)}`),
    // A 404 is an answer (unknown or restricted), not a hiccup worth retrying.
    retry: false,
  });

export function useStaffFeedbackCase(id: string) {
  return useQuery(staffFeedbackCaseQuery(id));
}
