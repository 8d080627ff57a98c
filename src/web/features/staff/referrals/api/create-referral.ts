import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralCreateInput, ReferralDetail } from '@domain/referrals';
import { apiFetch } from '@web/lib/api';
import { REFERRALS_KEY } from './get-referrals';

export function useCreateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferralCreateInput) =>
      apiFetch<ReferralDetail>('/api/v1/staff/referrals', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REFERRALS_KEY }),
  });
}
