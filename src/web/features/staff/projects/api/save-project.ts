import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectValues } from '@domain/project-input';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type ProjectDetails } from './project-types';

/** POST a new project, or PATCH an existing one with the whole form. */
export function saveProject({
  projectId,
  values,
}: {
  projectId?: string;
  values: ProjectValues;
}): Promise<ProjectDetails> {
  const body = { ...values, programmeId: values.programmeId || null, description: values.description || null };
  return projectId
    ? apiFetch<ProjectDetails>(projectPath(projectId), { method: 'PATCH', body })
    : apiFetch<ProjectDetails>('/api/v1/staff/projects', { method: 'POST', body });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
