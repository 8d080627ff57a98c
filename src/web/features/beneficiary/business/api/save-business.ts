import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryBusiness, BusinessInput } from '@domain/business';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { BUSINESSES_QUERY_KEY } from './get-businesses';

/** Registers a new business, or updates the one whose id is given. */
export function saveBusiness({ id, input }: { id?: string; input: BusinessInput }): Promise<BeneficiaryBusiness> {
  if (!id) return apiFetch<BeneficiaryBusiness>('/api/v1/beneficiary/businesses', { method: 'POST', body: input });
  return apiFetch<BeneficiaryBusiness>(`/api/v1/beneficiary/businesses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

/** The dashboard counts active businesses: a new one or a changed status makes its count stale. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusiness,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BUSINESSES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]),
  });
}
