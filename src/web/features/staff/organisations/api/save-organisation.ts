import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganisationCreate } from '@domain/organisation-admin';
import type { Organisation } from '@domain/organisations';
import { apiFetch } from '@web/lib/api';
import { organisationsQuery } from '../../shared/get-organisations';

/** Adds an organisation (isNew) or changes an existing one's details; the code itself never changes. */
export function saveOrganisation({ isNew, ...input }: OrganisationCreate & { isNew: boolean }): Promise<Organisation> {
  if (isNew) return apiFetch<Organisation>('/api/v1/staff/organisations', { method: 'POST', body: input });
  const { code, ...details } = input;
  return apiFetch<Organisation>(`/api/v1/staff/organisations/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: details,
  });
}

export function useSaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationsQuery.queryKey }),
  });
}
