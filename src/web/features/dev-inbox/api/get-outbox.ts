import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage, Outbox } from '@domain/dev-outbox';
import { apiFetch } from '@web/lib/api';

export type { OutboxMessage };

export const outboxQuery = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: () => apiFetch<Outbox>('/api/v1/dev/outbox'),
  select: (data) => data.items,
  // A developer triggers an e-mail in another tab and comes back here to open it.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useOutbox() {
  return useQuery(outboxQuery);
}
