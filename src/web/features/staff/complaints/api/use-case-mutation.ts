import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { apiFetch } from '@web/lib/api';
import { feedbackCaseKey } from './get-case';
import { FEEDBACK_QUEUE_KEY } from './get-queue';

/**
 * Every decision answers the case as it now stands: the page shows it at once, and the queue reloads.
 * A refusal (a colleague took the case or closed it meanwhile) reloads the case too, so the page
 * shows what happened instead of offering the same stale buttons again.
 */
export function useCaseMutation<Input extends Record<string, unknown>>(id: string, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiFetch<FeedbackStaffCase>(`/api/v1/staff/feedback/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(feedbackCaseKey(id), updated);
      return queryClient.invalidateQueries({ queryKey: FEEDBACK_QUEUE_KEY });
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackCaseKey(id) }),
        queryClient.invalidateQueries({ queryKey: FEEDBACK_QUEUE_KEY }),
      ]),
  });
}
