import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Changes to apply to the query string: a value sets the key, an empty or missing value clears it. */
export type SearchParamChanges<K extends string> = Partial<Record<K | 'page', string | undefined>>;

const MAX_PAGE = 100_000;

/** A hand-edited or missing page number reads as page one, and an absurd one is capped. */
export function pageFrom(value: string | null): number {
  return Math.max(1, Math.min(MAX_PAGE, Number.parseInt(value ?? '1', 10) || 1));
}

/** A query-string value the list understands, or nothing for a hand-edited one the API would refuse. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** Any change of filter goes back to page one: the old page may not exist in the new results. */
export function withChanges<K extends string>(
  current: URLSearchParams,
  changes: SearchParamChanges<K>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * A list's filters and page kept in the query string, so Back, Reload, a shared
 * link and the "Back to the list" link find the list as it was left. Callers
 * read their own filters from `params` (dropping values their API would refuse).
 */
export function useSearchParamState<K extends string>() {
  const [params, setSearchParams] = useSearchParams();
  const page = useMemo(() => pageFrom(params.get('page')), [params]);

  /** `replace` for changes made keystroke by keystroke, so Back does not step through each letter. */
  const setParams = useCallback(
    (changes: SearchParamChanges<K>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => withChanges(current, changes), { replace: options.replace });
    },
    [setSearchParams],
  );

  return { params, page, setParams };
}
