import { useQuery } from '@tanstack/react-query';
import type { BeneficiaryReferral } from '@domain/referrals';
import { apiFetch } from '@web/lib/api';

export function useMyReferrals() {
  return useQuery({
    queryKey: ['beneficiary', 'referrals'],
    queryFn: () => apiFetch<{ items: BeneficiaryReferral[] }>('/api/v1/beneficiary/referrals'),
  });
}
