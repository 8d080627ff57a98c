import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComposeStaffMessageInput } from '@domain/group-sms';
import type { MessageAudience, SentMessage } from '@domain/staff-messages';
import { apiFetch } from '@web/lib/api';
import { STAFF_MESSAGES_KEY } from './get-inbox';

/** `requestKey` stays the same for every try of one message, so a retry never sends it twice. */
export function sendMessage({
  input,
  requestKey,
}: {
  input: ComposeStaffMessageInput;
  requestKey: string;
}): Promise<SentMessage & { texts?: number }> {
  return apiFetch<SentMessage & { texts?: number }>('/api/v1/staff/messages', {
    method: 'POST',
    body: input,
    idempotencyKey: requestKey,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_MESSAGES_KEY }),
  });
}

/** "This goes to 1,234 people", asked again whenever the chosen group changes; null while no group is complete. */
export function useAudienceCount(audience: MessageAudience | null) {
  return useQuery({
    queryKey: [...STAFF_MESSAGES_KEY, 'audience-count', audience],
    queryFn: () =>
      apiFetch<{ recipients: number }>('/api/v1/staff/messages/audience-count', { method: 'POST', body: { audience } }),
    enabled: audience !== null,
  });
}
