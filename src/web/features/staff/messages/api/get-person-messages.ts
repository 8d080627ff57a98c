import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffConversation } from '@domain/staff-messages';
import { apiFetch } from '@web/lib/api';
import { STAFF_MESSAGES_KEY } from './get-inbox';

export interface PersonConversationPage {
  items: StaffConversation[];
  page: number;
  pageSize: number;
  total: number;
}

export const personMessagesKey = (beneficiaryId: string) => [...STAFF_MESSAGES_KEY, 'person', beneficiaryId] as const;

/** Reading them here reads the person's replies: the inbox's unread marks are stale afterwards. */
export function usePersonMessages(beneficiaryId: string, page: number, pageSize: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...personMessagesKey(beneficiaryId), page, pageSize],
    queryFn: async () => {
      const result = await apiFetch<PersonConversationPage>(
        `/api/v1/staff/beneficiaries/${encodeURIComponent(beneficiaryId)}/messages?page=${page}&pageSize=${pageSize}`,
      );
      void queryClient.invalidateQueries({ queryKey: [...STAFF_MESSAGES_KEY, 'inbox'] });
      return result;
    },
    placeholderData: keepPreviousData,
  });
}
