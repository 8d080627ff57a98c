import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@domain/staff-team';
import { apiFetch } from '@web/lib/api';

export const teamQuery = queryOptions({
  queryKey: ['staff', 'team'],
  queryFn: () => apiFetch<{ items: TeamMember[] }>('/api/v1/staff/team'),
  select: (data) => data.items,
});

/** Only admins may list the team; others are not asked (the API would answer 403). */
export function useTeam(enabled: boolean) {
  return useQuery({ ...teamQuery, enabled });
}
