import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryProfile, ProfileUpdate } from '@domain/beneficiary-profile';
import { sendOrQueue } from '@web/lib/outbox/outbox';
import { useSession } from '@web/lib/session';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { profileQuery } from './get-profile';

/**
 * Saved now, or kept in the outbox without network. The answer is the saved profile (phones in E.164): it
 * replaces the cached one; the dashboard's status is stale.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      sendOrQueue<BeneficiaryProfile>(userId, {
        kind: 'profile',
        method: 'PUT',
        path: '/api/v1/beneficiary/profile',
        body: { ...update },
      }),
    onSuccess: (outcome) => {
      if (outcome.status !== 'sent') return;
      const saved = outcome.data;
      queryClient.setQueryData(profileQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
