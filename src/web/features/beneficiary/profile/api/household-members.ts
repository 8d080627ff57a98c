import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeclaredMemberInput, DeclaredMemberList } from '@domain/households';
import { apiFetch } from '@web/lib/api';

const MEMBERS_PATH = '/api/v1/beneficiary/household-members';

export const householdMembersQuery = queryOptions({
  queryKey: ['beneficiary', 'household-members'],
  queryFn: () => apiFetch<DeclaredMemberList>(MEMBERS_PATH),
});

export function useHouseholdMembers() {
  return useQuery(householdMembersQuery);
}

/** After a change the list is read again: staff may have matched someone meanwhile. */
function useMembersChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdMembersQuery.queryKey }),
  });
}

export function useAddHouseholdMember() {
  return useMembersChange((member: DeclaredMemberInput) =>
    apiFetch<unknown>(MEMBERS_PATH, { method: 'POST', body: member }),
  );
}

export function useRemoveHouseholdMember() {
  return useMembersChange((id: string) =>
    apiFetch<unknown>(`${MEMBERS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
