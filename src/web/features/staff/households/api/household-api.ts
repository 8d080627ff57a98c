import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdRelationship, PersonHousehold, Reconcile } from '@domain/households';
import { apiFetch } from '@web/lib/api';

const HOUSEHOLDS_KEY = ['staff', 'households'] as const;
const householdPath = (householdId: string) => `/api/v1/staff/households/${encodeURIComponent(householdId)}`;

export const householdQuery = (householdId: string) =>
  queryOptions({
    queryKey: [...HOUSEHOLDS_KEY, 'one', householdId],
    queryFn: () => apiFetch<Household>(householdPath(householdId)),
  });

export function useHousehold(householdId: string) {
  return useQuery(householdQuery(householdId));
}

export const personHouseholdQuery = (beneficiaryId: string) =>
  queryOptions({
    queryKey: [...HOUSEHOLDS_KEY, 'person', beneficiaryId],
    queryFn: () =>
      apiFetch<PersonHousehold>(`/api/v1/staff/beneficiaries/${encodeURIComponent(beneficiaryId)}/household`),
  });

export function usePersonHousehold(beneficiaryId: string) {
  return useQuery(personHouseholdQuery(beneficiaryId));
}

/** A membership change also changes the members' records (their household panel and history). */
function useRefreshHouseholds() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: HOUSEHOLDS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['staff', 'beneficiaries'] }),
    ]);
}

export function useChangeRelationship(householdId: string) {
  const refresh = useRefreshHouseholds();
  return useMutation({
    mutationFn: ({
      beneficiaryId,
      relationship,
    }: {
      beneficiaryId: string;
      relationship: HouseholdRelationship | null;
    }) =>
      apiFetch<Household>(`${householdPath(householdId)}/members/${encodeURIComponent(beneficiaryId)}`, {
        method: 'PUT',
        body: { relationship },
      }),
    onSuccess: refresh,
  });
}

export function useReconcileDeclaration() {
  const refresh = useRefreshHouseholds();
  return useMutation({
    mutationFn: ({ declarationId, decision }: { declarationId: string; decision: Reconcile }) =>
      apiFetch<unknown>(`/api/v1/staff/household-declarations/${encodeURIComponent(declarationId)}/reconcile`, {
        method: 'POST',
        body: { ...decision },
      }),
    onSuccess: refresh,
  });
}

/** Registry people by name or proGres id, for matching a declared member (GET /api/v1/staff/beneficiaries). */
export interface RegistryMatch {
  id: string;
  progresId: string | null;
  firstName: string;
  lastName: string;
}

export function useRegistrySearch(q: string) {
  return useQuery({
    queryKey: [...HOUSEHOLDS_KEY, 'registry-search', q],
    queryFn: () =>
      apiFetch<{ items: RegistryMatch[] }>(`/api/v1/staff/beneficiaries?q=${encodeURIComponent(q)}&pageSize=10`),
    enabled: q.trim().length >= 2,
  });
}
