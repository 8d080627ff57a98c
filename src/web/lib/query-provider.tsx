import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { keepDataOf } from './offline-cache/offline-portal';
import { queryClient } from './query-client';
import { useSession } from './session';

/**
 * Server-state cache for the pages that read lists and records (portals, inbox); public pages do without
 * it. A beneficiary's answers are also kept on the device, so the portal still opens without a connection.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  useEffect(() => keepDataOf(user), [user]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
