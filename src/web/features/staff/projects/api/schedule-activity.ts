import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityInput } from '@domain/project-input';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type ProjectActivity } from './project-types';

export function scheduleActivity({
  projectId,
  values,
}: {
  projectId: string;
  values: ActivityInput;
}): Promise<ProjectActivity> {
  const body = { ...values, startTime: values.startTime || null, description: values.description || null };
  return apiFetch<ProjectActivity>(`${projectPath(projectId)}/activities`, { method: 'POST', body });
}

export function useScheduleActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
