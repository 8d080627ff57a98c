import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmployerApplicationDetail,
  HireApplicationInput,
  RejectApplicationInput,
  ScheduleInterviewInput,
} from '@domain/job-application-status';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY, DASHBOARD_QUERY_KEY, JOBS_QUERY_KEY } from '@web/features/employer/shared/query-keys';

export type ApplicationAction =
  | { kind: 'review' | 'shortlist' }
  | { kind: 'reject'; input: RejectApplicationInput }
  | { kind: 'interview'; input: ScheduleInterviewInput }
  | { kind: 'hire'; input: HireApplicationInput }
  | { kind: 'rating'; rating: number }
  | { kind: 'notes'; body: string };

export function runApplicationAction(id: string, action: ApplicationAction): Promise<EmployerApplicationDetail> {
  const url = `/api/v1/employer/applications/${encodeURIComponent(id)}/${action.kind}`;
  switch (action.kind) {
    case 'review':
    case 'shortlist':
      return apiFetch(url, { method: 'POST' });
    case 'rating':
      return apiFetch(url, { method: 'PUT', body: { rating: action.rating } });
    case 'notes':
      return apiFetch(url, { method: 'POST', body: { body: action.body } });
    default:
      return apiFetch(url, { method: 'POST', body: { ...action.input } });
  }
}

/**
 * Any change moves counts between tabs, and a hire fills a position: every
 * application view, the postings' cards and the dashboard are refreshed.
 */
export function useApplicationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ApplicationAction) => runApplicationAction(id, action),
    onSuccess: (detail) => {
      queryClient.setQueryData([...APPLICATIONS_QUERY_KEY, 'detail', id], detail);
      return Promise.all(
        [APPLICATIONS_QUERY_KEY, JOBS_QUERY_KEY, DASHBOARD_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
