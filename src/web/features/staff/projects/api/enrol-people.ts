import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentResult } from '@domain/project-views';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath } from './project-types';

export function enrolPeople({
  projectId,
  beneficiaryIds,
}: {
  projectId: string;
  beneficiaryIds: string[];
}): Promise<EnrolmentResult> {
  return apiFetch<EnrolmentResult>(`${projectPath(projectId)}/enrolments`, {
    method: 'POST',
    body: { beneficiaryIds },
  });
}

export function useEnrolPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolPeople,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
