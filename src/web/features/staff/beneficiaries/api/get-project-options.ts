import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@web/lib/api';

/** What the registry needs of a project: to name it in a filter or the Enrol dialog. */
export interface ProjectOption {
  id: string;
  code: string;
  name: string;
  status: string;
}

/**
 * The first hundred projects. A server without the projects module answers
 * 404: the filter and the Enrol action then offer no projects instead of failing.
 */
async function fetchProjectOptions(): Promise<ProjectOption[]> {
  try {
    const page = await apiFetch<{ items: ProjectOption[] }>('/api/v1/staff/projects?pageSize=100');
    return page.items;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const projectOptionsQuery = () =>
  queryOptions({ queryKey: ['staff', 'projects', 'options'], queryFn: fetchProjectOptions, staleTime: 60_000 });

export function useProjectOptions() {
  return useQuery(projectOptionsQuery());
}
