import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPosting, NewJobPostingValues } from '@domain/job-posting';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY, DASHBOARD_QUERY_KEY, JOBS_QUERY_KEY } from '@web/features/employer/shared/query-keys';

/** Posts a new job, or edits the one whose id is given (its status changes through its own call). */
export function saveJob({ id, input }: { id?: string; input: NewJobPostingValues }): Promise<JobPosting> {
  if (!id) return apiFetch<JobPosting>('/api/v1/employer/jobs', { method: 'POST', body: input });
  const { status: _status, ...fields } = input;
  return apiFetch<JobPosting>(`/api/v1/employer/jobs/${encodeURIComponent(id)}`, { method: 'PUT', body: fields });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        // The Applications tab's job filter lists the postings.
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
      ]),
  });
}
