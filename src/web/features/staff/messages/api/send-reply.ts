import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyInput } from '@domain/messages';
import type { StaffThreadMessage } from '@domain/staff-messages';
import { apiFetch } from '@web/lib/api';
import { STAFF_MESSAGES_KEY } from './get-inbox';

export function sendStaffReply(threadId: string, input: ReplyInput): Promise<StaffThreadMessage> {
  return apiFetch<StaffThreadMessage>(`/api/v1/staff/messages/${encodeURIComponent(threadId)}/replies`, {
    method: 'POST',
    body: input,
  });
}

export function useStaffReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => sendStaffReply(threadId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_MESSAGES_KEY }),
  });
}
