import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryProfile, ProfileUpdate } from '@domain/beneficiary-profile';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { profileQuery } from './get-profile';

export function updateProfile(update: ProfileUpdate): Promise<BeneficiaryProfile> {
  return apiFetch<BeneficiaryProfile>('/api/v1/beneficiary/profile', { method: 'PUT', body: update });
}

/** The answer is the saved profile (phones in E.164): it replaces the cached one; the dashboard's status is stale. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
