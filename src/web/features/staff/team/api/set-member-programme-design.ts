import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { TeamMember } from '@domain/staff-team';
import { teamQuery } from './get-team';

export interface SetMemberProgrammeDesignInput {
  userId: string;
  programmeDesign: boolean;
}

export function setMemberProgrammeDesign({
  userId,
  programmeDesign,
}: SetMemberProgrammeDesignInput): Promise<TeamMember> {
  return apiFetch<TeamMember>(`/api/v1/staff/team/${encodeURIComponent(userId)}/programme-design`, {
    method: 'PUT',
    body: { programmeDesign },
  });
}

export function useSetMemberProgrammeDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberProgrammeDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
