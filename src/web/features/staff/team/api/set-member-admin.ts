import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { TeamMember } from '@domain/staff-team';
import { teamQuery } from './get-team';

export interface SetMemberAdminInput {
  userId: string;
  isAdmin: boolean;
}

export function setMemberAdmin({ userId, isAdmin }: SetMemberAdminInput): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/api/v1/staff/team/${encodeURIComponent(userId)}/admin`, {
    method: 'PUT',
    body: { isAdmin },
  });
}

export function useSetMemberAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
