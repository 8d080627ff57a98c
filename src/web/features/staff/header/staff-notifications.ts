import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffNotification, StaffNotifications } from '@domain/staff-notifications';
import { apiFetch } from '@web/lib/api';

export type { StaffNotification };

export const staffNotificationsQuery = queryOptions({
  queryKey: ['staff', 'notifications'],
  queryFn: () => apiFetch<StaffNotifications>('/api/v1/staff/notifications'),
  // The bell stays current without a push channel: once a minute, and when staff come back to the tab.
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  staleTime: 0,
});

export function useStaffNotifications() {
  return useQuery(staffNotificationsQuery);
}

/** Opening the list marks it seen; the dot goes at once, the items keep their "new" mark until the list closes. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ lastSeenAt: string }>('/api/v1/staff/notifications/seen', { method: 'POST' }),
    onSuccess: ({ lastSeenAt }) =>
      queryClient.setQueryData(staffNotificationsQuery.queryKey, (current) =>
        current ? { ...current, unread: 0, lastSeenAt } : current,
      ),
  });
}
