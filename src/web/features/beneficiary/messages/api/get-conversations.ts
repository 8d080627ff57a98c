import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@domain/messages';
import { apiFetch } from '@web/lib/api';

/** Opening or answering a conversation changes the list: those invalidate this key. */
export const CONVERSATIONS_QUERY_KEY = ['beneficiary', 'messages'] as const;
export const CONVERSATIONS_PAGE_SIZE = 10;

export function conversationsQuery(page: number) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'list', page],
    queryFn: () =>
      apiFetch<ConversationPage>(`/api/v1/beneficiary/messages?page=${page}&pageSize=${CONVERSATIONS_PAGE_SIZE}`),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useConversations(page: number) {
  return useQuery({ ...conversationsQuery(page), placeholderData: keepPreviousData });
}
