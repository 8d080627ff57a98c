import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleSearchResults } from '@domain/registry-search';
import { apiFetch } from '@web/lib/api';

/** The server answers only from this many characters on (a letter would match half the registry). */
export const SEARCH_MIN_LENGTH = 2;

export const consoleSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['staff', 'search', text],
    queryFn: () => apiFetch<ConsoleSearchResults>(`/api/v1/staff/search?q=${encodeURIComponent(text)}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useConsoleSearch(text: string) {
  return useQuery({ ...consoleSearchQuery(text), enabled: text.length >= SEARCH_MIN_LENGTH });
}
