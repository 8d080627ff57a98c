import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@domain/messages';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export const conversationQueryKey = (id: string) => [...CONVERSATIONS_QUERY_KEY, 'thread', id] as const;

/** The server marks the conversation read as it answers, so the unread counts elsewhere are stale after this. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationQueryKey(id),
    queryFn: async () => {
      const conversation = await apiFetch<Conversation>(`/api/v1/beneficiary/messages/${encodeURIComponent(id)}`);
      // Refetched now, though hidden, so that going back never shows the badge that was just cleared.
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'list'], refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
      return conversation;
    },
  });
}
