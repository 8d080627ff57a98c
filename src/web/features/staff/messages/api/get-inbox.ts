import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffInboxPage } from '@domain/staff-messages';
import { apiFetch } from '@web/lib/api';

/** Sending, replying and reading a person's messages change the inbox: they invalidate this key. */
export const STAFF_MESSAGES_KEY = ['staff', 'messages'] as const;
export const INBOX_PAGE_SIZE = 10;

export function useStaffInbox(page: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: [...STAFF_MESSAGES_KEY, 'inbox', page, unreadOnly],
    queryFn: () =>
      apiFetch<StaffInboxPage>(
        `/api/v1/staff/messages/inbox?page=${page}&pageSize=${INBOX_PAGE_SIZE}&unread=${unreadOnly}`,
      ),
    placeholderData: keepPreviousData,
  });
}
