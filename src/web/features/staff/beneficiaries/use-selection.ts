import { useCallback, useMemo, useState } from 'react';
import { BULK_SELECTION_MAX } from '@domain/registry-search';

/** The people ticked in the list; kept across pages, capped at what a bulk action accepts. */
export function useSelection() {
  const [ids, setIds] = useState<string[]>([]);
  const set = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback((changed: string[], selected: boolean) => {
    setIds((current) => {
      if (!selected) return current.filter((id) => !changed.includes(id));
      const added = changed.filter((id) => !current.includes(id));
      return [...current, ...added].slice(0, BULK_SELECTION_MAX);
    });
  }, []);
  const clear = useCallback(() => setIds([]), []);
  return { ids, set, toggle, clear };
}
