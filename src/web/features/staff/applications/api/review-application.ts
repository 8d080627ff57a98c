import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationDecisionInput,
  AssignApplicationInput,
  StaffApplicationDetail,
} from '@domain/application-review';
import { ApiError, apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY } from './get-applications';
import { applicationQuery } from './get-application';

type Step =
  | { id: string; step: 'complete' }
  | { id: string; step: 'assign'; body: AssignApplicationInput }
  | { id: string; step: 'decision'; body: ApplicationDecisionInput };

export function reviewApplication(request: Step): Promise<StaffApplicationDetail> {
  const path = `/api/v1/staff/applications/${encodeURIComponent(request.id)}/${request.step}`;
  return apiFetch<StaffApplicationDetail>(path, {
    method: 'POST',
    ...(request.step === 'complete' ? {} : { body: { ...request.body } }),
  });
}

/**
 * Assign, decide or complete. The answer is the application as it now is: it
 * replaces the cached detail (no second audited read), and the queue refreshes.
 * A 409 means a colleague moved it meanwhile: the detail is read again, so the
 * page shows where it now stands.
 */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: (detail) => {
      queryClient.setQueryData(applicationQuery(detail.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: [...APPLICATIONS_QUERY_KEY, 'list'] });
    },
    onError: (error, request) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: applicationQuery(request.id).queryKey });
    },
  });
}
