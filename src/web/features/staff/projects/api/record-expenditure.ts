import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenditureInput } from '@domain/project-input';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type Expenditure } from './project-types';

export function recordExpenditure({
  projectId,
  values,
}: {
  projectId: string;
  values: ExpenditureInput;
}): Promise<Expenditure> {
  return apiFetch<Expenditure>(`${projectPath(projectId)}/expenditures`, { method: 'POST', body: { ...values } });
}

export function useRecordExpenditure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordExpenditure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
