import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffStatus } from '../../../../../domain/user-types';
import { apiFetch } from '../../../../lib/api';

/** One staff account as GET /api/v1/staff/team lists it. */
export interface TeamMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: StaffStatus;
  isAdmin: boolean;
  site: string | null;
  createdAt: string;
  approvedAt: string | null;
}

export const teamQuery = queryOptions({
  queryKey: ['staff', 'team'],
  queryFn: () => apiFetch<{ items: TeamMember[] }>('/api/v1/staff/team'),
  select: (data) => data.items,
});

/** Only admins may list the team; others are not asked (the API would answer 403). */
export function useTeam(enabled: boolean) {
  return useQuery({ ...teamQuery, enabled });
}
