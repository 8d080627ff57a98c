import { useQuery } from '@tanstack/react-query';
import type { ReferralOverdue } from '@domain/referrals';
import { apiFetch } from '@web/lib/api';
import { REFERRALS_KEY } from './get-referrals';

type Items<T> = { items: T[] };

/** My organisation's active staff, for assigning a received referral. */
export function useReferralAssignees(enabled: boolean) {
  return useQuery({
    queryKey: [...REFERRALS_KEY, 'assignees'],
    queryFn: () => apiFetch<Items<{ userId: string; name: string }>>('/api/v1/staff/referrals/assignees'),
    staleTime: 60_000,
    enabled,
  });
}

export function useOverdueReferrals() {
  return useQuery({
    queryKey: [...REFERRALS_KEY, 'overdue'],
    queryFn: () => apiFetch<ReferralOverdue>('/api/v1/staff/referrals/overdue'),
  });
}
