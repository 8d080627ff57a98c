import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, ReplyInput, ThreadMessage } from '@domain/messages';
import { sendOrQueue } from '@web/lib/outbox/outbox';
import { useSession } from '@web/lib/session';
import { conversationQueryKey } from './get-conversation';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

/**
 * Sent now, or kept in the outbox without network. The reply joins the open thread at once (no refetch on
 * a slow line); the inbox's previews are stale.
 */
export function useSendReply(conversationId: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (input: ReplyInput) =>
      sendOrQueue<ThreadMessage>(userId, {
        kind: 'reply',
        method: 'POST',
        path: `/api/v1/beneficiary/messages/${encodeURIComponent(conversationId)}/replies`,
        body: input,
      }),
    onSuccess: (outcome) => {
      if (outcome.status !== 'sent') return;
      const reply = outcome.data;
      queryClient.setQueryData<Conversation>(conversationQueryKey(conversationId), (current) =>
        current ? { ...current, messages: [...current.messages, reply] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'list'], refetchType: 'all' });
    },
  });
}
