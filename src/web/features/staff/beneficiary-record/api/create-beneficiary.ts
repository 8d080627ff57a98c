import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistryBeneficiary } from '@domain/registry-beneficiary';
import type { RegistryPerson } from '@domain/registry-beneficiary-record';
import { apiFetch } from '@web/lib/api';
import { REGISTRY_LIST_KEY } from './refresh-after-write';

/** POST /api/v1/staff/beneficiaries: adds a person to the registry. */
export function createBeneficiary(values: RegistryBeneficiary): Promise<RegistryPerson> {
  return apiFetch<RegistryPerson>('/api/v1/staff/beneficiaries', { method: 'POST', body: { ...values } });
}

export function useCreateBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBeneficiary,
    // The registry list and its headline cards (the list page's ['staff', 'registry'] queries) count one more person.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTRY_LIST_KEY }),
  });
}
