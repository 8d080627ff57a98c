import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsOutbox } from '@domain/dev-outbox';
import { apiFetch } from '@web/lib/api';

export const smsOutboxQuery = queryOptions({
  queryKey: ['dev', 'sms-outbox'],
  queryFn: () => apiFetch<SmsOutbox>('/api/v1/dev/sms-outbox'),
  select: (data) => data.items,
  // A developer asks for a code in another tab and comes back here to read it.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useSmsOutbox() {
  return useQuery(smsOutboxQuery);
}
