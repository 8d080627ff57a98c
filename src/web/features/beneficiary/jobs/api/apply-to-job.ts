import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobApplyInput, MyJobApplication } from '@domain/job-search';
import { apiFetch } from '@web/lib/api';
import { JOBS_QUERY_KEY } from './keys';

export function applyToJob({ jobId, input }: { jobId: string; input: JobApplyInput }): Promise<MyJobApplication> {
  return apiFetch<MyJobApplication>(`/api/v1/beneficiary/jobs/${encodeURIComponent(jobId)}/applications`, {
    method: 'POST',
    body: input,
  });
}

/** The job now shows "Applied", the application appears in My applications, an invitation is answered. */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
