import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/** One e-mail kept in the outbox instead of being sent (development mode only). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export const outboxQuery = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: () => apiFetch<{ items: OutboxMessage[] }>('/api/v1/dev/outbox'),
  select: (data) => data.items,
  // A developer triggers an e-mail in another tab and comes back here to open it.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useOutbox() {
  return useQuery(outboxQuery);
}
