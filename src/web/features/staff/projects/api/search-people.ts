import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { Page } from './project-types';

/** The fields the enrol picker reads from the registry list (GET /api/v1/staff/beneficiaries). */
export interface RegistryPerson {
  id: string;
  progresId: string | null;
  firstName: string;
  lastName: string;
  location: string | null;
  status: string;
}

export const PICKER_PAGE_SIZE = 10;

export const peopleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'projects', 'people-search', q],
    queryFn: () =>
      apiFetch<Page<RegistryPerson>>(
        `/api/v1/staff/beneficiaries?q=${encodeURIComponent(q)}&pageSize=${PICKER_PAGE_SIZE}`,
      ),
    enabled: q.trim().length >= 2,
  });

export function usePeopleSearch(q: string) {
  return useQuery(peopleSearchQuery(q));
}
