import { useCallback, useMemo } from 'react';
import { registryListQuerySchema, type RegistryListQuery } from '@domain/registry-search';
import { useSearchParamState, type SearchParamChanges } from '@web/lib/use-search-param-state';

/** The filters the URL may carry; page and pageSize are handled apart. */
export const FILTER_KEYS = [
  'q',
  'status',
  'camp',
  'gender',
  'nationality',
  'band',
  'duplicateRisk',
  'projectId',
  'sort',
  'direction',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const KNOWN_KEYS: readonly string[] = [...FILTER_KEYS, 'page'];

/**
 * The list's search, filters, sort and page live in the query string, so Back,
 * Reload and a shared link show the same list. A hand-edited value that the
 * schema refuses is dropped rather than breaking the page.
 */
export function useRegistryParams() {
  const { params, setParams } = useSearchParamState<FilterKey>();
  const query = useMemo<RegistryListQuery>(() => {
    const raw = Object.fromEntries([...params].filter(([key]) => KNOWN_KEYS.includes(key)));
    const parsed = registryListQuerySchema.safeParse(raw);
    return parsed.success ? parsed.data : registryListQuerySchema.parse({});
  }, [params]);

  /** Typing in the search box replaces the entry, so Back does not step through each letter. */
  const setFilters = useCallback(
    (changes: SearchParamChanges<FilterKey>) => setParams(changes, { replace: 'q' in changes }),
    [setParams],
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
