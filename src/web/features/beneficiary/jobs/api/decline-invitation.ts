import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { JOBS_QUERY_KEY } from './keys';

export function declineInvitation(id: string): Promise<void> {
  return apiFetch<void>(`/api/v1/beneficiary/job-invitations/${encodeURIComponent(id)}/decline`, { method: 'POST' });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
