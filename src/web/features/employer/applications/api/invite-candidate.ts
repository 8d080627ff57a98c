import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteCandidateInput } from '@domain/job-application-status';
import { apiFetch } from '@web/lib/api';
import { CANDIDATES_QUERY_KEY } from './search-candidates';

export function inviteCandidate({ candidateId, input }: { candidateId: string; input: InviteCandidateInput }) {
  return apiFetch<{ id: string; jobId: string }>(
    `/api/v1/employer/candidates/${encodeURIComponent(candidateId)}/invitations`,
    {
      method: 'POST',
      body: { ...input },
    },
  );
}

export function useInviteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_QUERY_KEY }),
  });
}
