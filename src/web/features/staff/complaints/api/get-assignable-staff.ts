import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

export interface AssignableColleague {
  userId: string;
  name: string;
  email: string;
}

/**
 * Admins hand cases over: the server lists the active colleagues who may handle this case and whose
 * organisation and places include its person (safeguarding too for a sensitive case).
 */
export const assignableStaffQuery = (caseId: string) =>
  queryOptions({
    queryKey: ['staff', 'feedback', 'assignable', caseId] as const,
    queryFn: () =>
      apiFetch<{ items: AssignableColleague[] }>(`/api/v1/staff/feedback/${encodeURIComponent(caseId)}/assignees`),
    select: (data) => data.items,
    staleTime: 60_000,
  });

export function useAssignableStaff(caseId: string, enabled: boolean) {
  return useQuery({ ...assignableStaffQuery(caseId), enabled });
}
