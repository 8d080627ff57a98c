import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

interface ProjectOption {
  id: string;
  code: string;
  name: string;
  enrolled: number;
}

/** Active projects for the New batch form; a hundred covers any one agency's running projects. */
export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'payment-batches', 'project-options'],
    queryFn: () => apiFetch<{ items: ProjectOption[] }>('/api/v1/staff/projects?status=active&pageSize=100&page=1'),
    staleTime: 60_000,
  });

export function useProjectOptions() {
  return useQuery(projectOptionsQuery());
}
