import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackCase, FeedbackCaseInput } from '@domain/feedback';
import { apiFetch } from '@web/lib/api';
import { feedbackCaseQueryKey } from './get-case';
import { FEEDBACK_QUERY_KEY } from './get-cases';

export function submitCase(input: FeedbackCaseInput): Promise<FeedbackCase> {
  return apiFetch<FeedbackCase>('/api/v1/beneficiary/feedback', { method: 'POST', body: input });
}

/** The answer is the whole case: it is cached, so opening it next costs no request. */
export function useSubmitCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCase,
    onSuccess: (created) => {
      queryClient.setQueryData(feedbackCaseQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: [...FEEDBACK_QUERY_KEY, 'list'] });
    },
  });
}
