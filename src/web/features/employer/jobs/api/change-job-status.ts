import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPosting } from '@domain/job-posting';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY, DASHBOARD_QUERY_KEY, JOBS_QUERY_KEY } from '@web/features/employer/shared/query-keys';

export function changeJobStatus({ id, status }: { id: string; status: 'open' | 'closed' }): Promise<JobPosting> {
  return apiFetch<JobPosting>(`/api/v1/employer/jobs/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
  });
}

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        // The Applications tab's job filter lists the postings.
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
      ]),
  });
}
