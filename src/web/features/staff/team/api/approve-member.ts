import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { TeamMember } from '@domain/staff-team';
import { teamQuery } from './get-team';

export function approveMember(userId: string): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/api/v1/staff/team/${encodeURIComponent(userId)}/approve`, { method: 'POST' });
}

export function useApproveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
