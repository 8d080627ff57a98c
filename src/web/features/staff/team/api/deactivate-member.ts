import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { TeamMember } from '@domain/staff-team';
import { teamQuery } from './get-team';

export function deactivateMember(userId: string): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/api/v1/staff/team/${encodeURIComponent(userId)}/deactivate`, { method: 'POST' });
}

export function useDeactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
