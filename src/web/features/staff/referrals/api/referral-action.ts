import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralDetail } from '@domain/referrals';
import { apiFetch } from '@web/lib/api';
import { referralKey } from './get-referral';
import { REFERRALS_KEY } from './get-referrals';

export type ReferralAction = 'accept' | 'decline' | 'assign' | 'close';

/**
 * Every decision answers the referral as it now stands; a refusal (a colleague acted meanwhile) reloads
 * it, so the page shows what happened instead of the same stale buttons.
 */
export function useReferralAction(id: string, action: ReferralAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiFetch<ReferralDetail>(`/api/v1/staff/referrals/${encodeURIComponent(id)}/${action}`, { method: 'POST', body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(referralKey(id), updated);
      return queryClient.invalidateQueries({ queryKey: REFERRALS_KEY });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: REFERRALS_KEY }),
  });
}
