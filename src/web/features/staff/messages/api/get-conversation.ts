import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffConversation } from '@domain/staff-messages';
import { apiFetch } from '@web/lib/api';
import { STAFF_MESSAGES_KEY } from './get-inbox';

/** One conversation, as opened from the inbox. Opening it reads its replies: the inbox's unread marks are stale afterwards. */
export function useConversation(threadId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...STAFF_MESSAGES_KEY, 'conversation', threadId],
    queryFn: async () => {
      const conversation = await apiFetch<StaffConversation>(`/api/v1/staff/messages/${encodeURIComponent(threadId)}`);
      void queryClient.invalidateQueries({ queryKey: [...STAFF_MESSAGES_KEY, 'inbox'] });
      return conversation;
    },
  });
}
