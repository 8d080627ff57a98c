import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeneficiaryProfile } from '@domain/beneficiary-profile';
import { apiFetch } from '@web/lib/api';

export const profileQuery = queryOptions({
  queryKey: ['beneficiary', 'profile'],
  queryFn: () => apiFetch<BeneficiaryProfile>('/api/v1/beneficiary/profile'),
});

export function useProfile() {
  return useQuery(profileQuery);
}
