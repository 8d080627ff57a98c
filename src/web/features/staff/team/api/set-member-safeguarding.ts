import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { TeamMember } from '@domain/staff-team';
import { teamQuery } from './get-team';

export interface SetMemberSafeguardingInput {
  userId: string;
  safeguarding: boolean;
}

export function setMemberSafeguarding({ userId, safeguarding }: SetMemberSafeguardingInput): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/api/v1/staff/team/${encodeURIComponent(userId)}/safeguarding`, {
    method: 'PUT',
    body: { safeguarding },
  });
}

export function useSetMemberSafeguarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberSafeguarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
