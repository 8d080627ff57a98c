import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Metered data: do not refetch just because the window got focus again.
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});

/*
 * The query library assumes it is online until it hears an `offline` event; a page opened without a
 * connection hears none. Told at once, it leaves the kept data on screen and waits for the network
 * instead of failing each query.
 */
onlineManager.setOnline(navigator.onLine);
