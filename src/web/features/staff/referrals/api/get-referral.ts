import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralDetail } from '@domain/referrals';
import { apiFetch } from '@web/lib/api';
import { REFERRALS_KEY } from './get-referrals';

export const referralKey = (id: string) => [...REFERRALS_KEY, 'one', id] as const;

export function useReferral(id: string) {
  return useQuery(
    queryOptions({
      queryKey: referralKey(id),
      queryFn: () => apiFetch<ReferralDetail>(`/api/v1/staff/referrals/${encodeURIComponent(id)}`),
      // A 404 is an answer (unknown, or another organisation's), not a hiccup worth retrying.
      retry: false,
    }),
  );
}
