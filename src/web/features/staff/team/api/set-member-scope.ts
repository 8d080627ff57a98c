import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffScopeChange, TeamMember } from '@domain/staff-team';
import { apiFetch } from '@web/lib/api';
import { teamQuery } from './get-team';

export function setMemberScope({ userId, ...change }: StaffScopeChange & { userId: string }): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/api/v1/staff/team/${encodeURIComponent(userId)}/scope`, {
    method: 'PUT',
    body: change,
  });
}

export function useSetMemberScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberScope,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
