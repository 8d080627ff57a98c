import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackCase, FeedbackFollowUpInput, FeedbackReply } from '@domain/feedback';
import { sendOrQueue } from '@web/lib/outbox/outbox';
import { useSession } from '@web/lib/session';
import { feedbackCaseQueryKey } from './get-case';
import { FEEDBACK_QUERY_KEY } from './get-cases';

/**
 * Sent now, or kept in the outbox without network. The follow-up joins the open case at once (no refetch
 * on a slow line); the list's order is stale.
 */
export function useSendFollowUp(caseId: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (input: FeedbackFollowUpInput) =>
      sendOrQueue<FeedbackReply>(userId, {
        kind: 'followUp',
        method: 'POST',
        path: `/api/v1/beneficiary/feedback/${encodeURIComponent(caseId)}/replies`,
        body: input,
      }),
    onSuccess: (outcome) => {
      if (outcome.status !== 'sent') return;
      const reply = outcome.data;
      queryClient.setQueryData<FeedbackCase>(feedbackCaseQueryKey(caseId), (current) =>
        current ? { ...current, replies: [...current.replies, reply] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...FEEDBACK_QUERY_KEY, 'list'], refetchType: 'all' });
    },
  });
}
