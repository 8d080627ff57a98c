import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@domain/staff-team';
import { apiFetch } from '@web/lib/api';

/** Admins hand cases over: the team list (admins only) gives who is active and who has safeguarding. */
export const assignableStaffQuery = () =>
  queryOptions({
    queryKey: ['staff', 'feedback', 'assignable'] as const,
    queryFn: () => apiFetch<{ items: TeamMember[] }>('/api/v1/staff/team'),
    select: (data) => data.items.filter((member) => member.status === 'active'),
    staleTime: 60_000,
  });

export function useAssignableStaff(enabled: boolean) {
  return useQuery({ ...assignableStaffQuery(), enabled });
}
