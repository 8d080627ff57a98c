import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistryPerson } from '@domain/registry-beneficiary-record';
import type { RegistryStatusChange } from '@domain/registry-status-change';
import { apiFetch } from '@web/lib/api';
import { refreshAfterWrite } from './refresh-after-write';

/** POST /api/v1/staff/beneficiaries/:id/status: the reason lands in the person's history. */
export function changeBeneficiaryStatus({
  id,
  change,
}: {
  id: string;
  change: RegistryStatusChange;
}): Promise<RegistryPerson> {
  return apiFetch<RegistryPerson>(`/api/v1/staff/beneficiaries/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { ...change },
  });
}

export function useChangeBeneficiaryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBeneficiaryStatus,
    onSuccess: (person) => refreshAfterWrite(queryClient, person),
  });
}
