import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistryBeneficiaryUpdate } from '@domain/registry-beneficiary';
import type { RegistryPerson } from '@domain/registry-beneficiary-record';
import { apiFetch } from '@web/lib/api';
import { refreshAfterWrite } from './refresh-after-write';

/** PATCH /api/v1/staff/beneficiaries/:id with the changed fields only. */
export function updateBeneficiary({
  id,
  changes,
}: {
  id: string;
  changes: RegistryBeneficiaryUpdate;
}): Promise<RegistryPerson> {
  return apiFetch<RegistryPerson>(`/api/v1/staff/beneficiaries/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { ...changes },
  });
}

export function useUpdateBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBeneficiary,
    onSuccess: (person, { changes }) => refreshAfterWrite(queryClient, person, 'householdId' in changes),
  });
}
