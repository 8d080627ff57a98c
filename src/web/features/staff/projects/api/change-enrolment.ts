import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type EnrolledPerson } from './project-types';

export type EnrolmentChange =
  | { projectId: string; enrolmentId: string; action: 'complete' }
  | { projectId: string; enrolmentId: string; action: 'withdraw'; reason: string };

/** POST .../enrolments/:id/complete or .../withdraw {reason}. */
export function changeEnrolment(change: EnrolmentChange): Promise<EnrolledPerson> {
  const path = `${projectPath(change.projectId)}/enrolments/${encodeURIComponent(change.enrolmentId)}/${change.action}`;
  return change.action === 'withdraw'
    ? apiFetch<EnrolledPerson>(path, { method: 'POST', body: { reason: change.reason } })
    : apiFetch<EnrolledPerson>(path, { method: 'POST' });
}

export function useChangeEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
