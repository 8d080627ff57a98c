import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { TeamMember } from '@domain/staff-team';
import { teamQuery } from './get-team';

export function reactivateMember(userId: string): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/api/v1/staff/team/${encodeURIComponent(userId)}/reactivate`, { method: 'POST' });
}

export function useReactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
