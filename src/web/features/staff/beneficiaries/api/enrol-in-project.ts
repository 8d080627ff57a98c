import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentResult } from '@domain/project-views';
import { apiFetch } from '@web/lib/api';
import { REGISTRY_QUERY_KEY } from './get-registry';

export function enrolInProject({
  projectId,
  beneficiaryIds,
}: {
  projectId: string;
  beneficiaryIds: string[];
}): Promise<EnrolmentResult> {
  return apiFetch(`/api/v1/staff/projects/${encodeURIComponent(projectId)}/enrolments`, {
    method: 'POST',
    body: { beneficiaryIds },
  });
}

/** Programme counts in the list change with an enrolment; the projects screens refetch their own data. */
export function useEnrolInProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolInProject,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REGISTRY_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'projects'] });
    },
  });
}
