import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export function markAllNotificationsRead(): Promise<void> {
  return apiFetch<void>('/api/v1/beneficiary/notifications/read-all', { method: 'POST' });
}

/**
 * Only the badge's count is refreshed: the open list keeps its "New" marks,
 * so the person still sees what was new when they opened it.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData([...NOTIFICATIONS_QUERY_KEY, 'count'], (page: { unread: number } | undefined) =>
        page ? { ...page, unread: 0 } : page,
      );
    },
  });
}
