import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { registryListQuerySchema, type RegistryListQuery } from '../../../../domain/registry-search';

/** The filters the URL may carry; page and pageSize are handled apart. */
export const FILTER_KEYS = ['q', 'status', 'camp', 'gender', 'nationality', 'band', 'duplicateRisk', 'projectId', 'sort', 'direction'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const KNOWN_KEYS: readonly string[] = [...FILTER_KEYS, 'page'];

/**
 * The list's search, filters, sort and page live in the query string, so Back,
 * Reload and a shared link show the same list. A hand-edited value that the
 * schema refuses is dropped rather than breaking the page.
 */
export function useRegistryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo<RegistryListQuery>(() => {
    const raw = Object.fromEntries([...searchParams].filter(([key]) => KNOWN_KEYS.includes(key)));
    const parsed = registryListQuerySchema.safeParse(raw);
    return parsed.success ? parsed.data : registryListQuerySchema.parse({});
  }, [searchParams]);

  /** Sets or clears filters; any change of filter goes back to page one. */
  const setFilters = useCallback(
    (changes: Partial<Record<FilterKey | 'page', string | undefined>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: 'q' in changes },
      );
    },
    [setSearchParams],
  );

  return { query, setFilters };
}

/** The query string the API gets for the current filters (and page, for the list). */
export function registryQueryString(query: Partial<RegistryListQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}
