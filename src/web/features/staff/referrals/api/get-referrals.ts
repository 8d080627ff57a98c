import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralBox, ReferralPage } from '@domain/referrals';
import { apiFetch } from '@web/lib/api';

export const REFERRALS_KEY = ['staff', 'referrals'] as const;
export const REFERRALS_PAGE_SIZE = 10;

export const referralsQuery = (box: ReferralBox, page: number) =>
  queryOptions({
    queryKey: [...REFERRALS_KEY, 'list', box, page],
    queryFn: () =>
      apiFetch<ReferralPage>(`/api/v1/staff/referrals?box=${box}&page=${page}&pageSize=${REFERRALS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export function useReferrals(box: ReferralBox, page: number) {
  return useQuery(referralsQuery(box, page));
}
