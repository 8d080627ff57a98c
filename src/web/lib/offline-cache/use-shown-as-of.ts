import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnlineStatus } from '../online-status';
import { isKeptQuery } from './keys';

/** When the oldest kept data on screen was fetched (ms since epoch), or 0 when none is on screen. */
function oldestShownData(client: QueryClient): number {
  let oldest = 0;
  for (const query of client.getQueryCache().getAll()) {
    const fetchedAt = query.state.dataUpdatedAt;
    if (!isKeptQuery(query.queryKey) || query.getObserversCount() === 0 || fetchedAt === 0) continue;
    oldest = oldest === 0 ? fetchedAt : Math.min(oldest, fetchedAt);
  }
  return oldest;
}

/**
 * Offline, the time the data on screen dates from, so the page can say it may be out of date; null
 * online or when the screen shows none of the data the device keeps.
 */
export function useShownAsOf(): number | null {
  const client = useQueryClient();
  const online = useOnlineStatus();
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  const oldest = useSyncExternalStore(subscribe, () => oldestShownData(client));
  return online || oldest === 0 ? null : oldest;
}
