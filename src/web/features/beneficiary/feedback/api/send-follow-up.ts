import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackCase, FeedbackFollowUpInput, FeedbackReply } from '@domain/feedback';
import { apiFetch } from '@web/lib/api';
import { feedbackCaseQueryKey } from './get-case';
import { FEEDBACK_QUERY_KEY } from './get-cases';

export function sendFollowUp(caseId: string, input: FeedbackFollowUpInput): Promise<FeedbackReply> {
  return apiFetch<FeedbackReply>(`/api/v1/beneficiary/feedback/${encodeURIComponent(caseId)}/replies`, {
    method: 'POST',
    body: input,
  });
}

/** The follow-up joins the open case at once (no refetch on a slow line); the list's order is stale. */
export function useSendFollowUp(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackFollowUpInput) => sendFollowUp(caseId, input),
    onSuccess: (reply) => {
      queryClient.setQueryData<FeedbackCase>(feedbackCaseQueryKey(caseId), (current) =>
        current ? { ...current, replies: [...current.replies, reply] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...FEEDBACK_QUERY_KEY, 'list'], refetchType: 'all' });
    },
  });
}
