import { useSyncExternalStore } from 'react';

/*
 * Whether the browser believes it is online. `navigator.onLine` is false only when there is surely no
 * network; true may still mean a dead connection, so callers also treat a failed request as offline.
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOnline(): boolean {
  return navigator.onLine;
}

/** Re-renders when the network comes or goes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
