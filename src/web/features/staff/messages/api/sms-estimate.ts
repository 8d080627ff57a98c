import { useQuery } from '@tanstack/react-query';
import type { SmsEstimate, SmsEstimateRequest } from '@domain/group-sms';
import { apiFetch } from '@web/lib/api';
import { STAFF_MESSAGES_KEY } from './get-inbox';

/** Texts, parts and cost of a group message by SMS; null while the group or the message is not complete. */
export function useSmsEstimate(request: SmsEstimateRequest | null) {
  return useQuery({
    queryKey: [...STAFF_MESSAGES_KEY, 'sms-estimate', request],
    queryFn: () =>
      apiFetch<SmsEstimate>('/api/v1/staff/messages/sms-estimate', { method: 'POST', body: request ?? undefined }),
    enabled: request !== null,
    // The figure moves as the message is typed: keep the last one on screen while the next is asked.
    placeholderData: (previous) => previous,
  });
}
