import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackCase, FeedbackCaseInput } from '@domain/feedback';
import { sendOrQueue } from '@web/lib/outbox/outbox';
import { useSession } from '@web/lib/session';
import { feedbackCaseQueryKey } from './get-case';
import { FEEDBACK_QUERY_KEY } from './get-cases';

/**
 * Sent now, or kept in the outbox without network (sent when it returns, once, by its key). The answer is
 * the whole case: it is cached, so opening it next costs no request.
 */
export function useSubmitCase() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (input: FeedbackCaseInput) =>
      sendOrQueue<FeedbackCase>(userId, {
        kind: 'feedback',
        method: 'POST',
        path: '/api/v1/beneficiary/feedback',
        body: input,
      }),
    onSuccess: (outcome) => {
      if (outcome.status !== 'sent') return;
      const created = outcome.data;
      queryClient.setQueryData(feedbackCaseQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: [...FEEDBACK_QUERY_KEY, 'list'] });
    },
  });
}
