import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, ReplyInput, ThreadMessage } from '@domain/messages';
import { apiFetch } from '@web/lib/api';
import { conversationQueryKey } from './get-conversation';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export function sendReply(conversationId: string, input: ReplyInput): Promise<ThreadMessage> {
  return apiFetch<ThreadMessage>(`/api/v1/beneficiary/messages/${encodeURIComponent(conversationId)}/replies`, {
    method: 'POST',
    body: input,
  });
}

/** The reply joins the open thread at once (no refetch on a slow line); the inbox's previews are stale. */
export function useSendReply(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => sendReply(conversationId, input),
    onSuccess: (reply) => {
      queryClient.setQueryData<Conversation>(conversationQueryKey(conversationId), (current) =>
        current ? { ...current, messages: [...current.messages, reply] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'list'], refetchType: 'all' });
    },
  });
}
