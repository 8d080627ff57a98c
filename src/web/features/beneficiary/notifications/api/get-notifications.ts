import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryNotificationPage } from '@domain/beneficiary-notifications';
import { apiFetch } from '@web/lib/api';

export const NOTIFICATIONS_QUERY_KEY = ['beneficiary', 'notifications'] as const;
/** The header polls at most this often (and when the tab regains focus): a few hundred bytes each time. */
const COUNT_POLL_MS = 60_000;

function fetchNotifications(pageSize: number): Promise<BeneficiaryNotificationPage> {
  return apiFetch<BeneficiaryNotificationPage>(`/api/v1/beneficiary/notifications?page=1&pageSize=${pageSize}`);
}

/** The unread count for the header badge: one notification's worth of data. */
export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'count'],
    queryFn: () => fetchNotifications(1),
    select: (page) => page.unread,
    refetchInterval: COUNT_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function notificationsQuery(pageSize: number, language: string) {
  return queryOptions({
    // The server writes the programme names in the reader's language.
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', pageSize, language],
    queryFn: () => fetchNotifications(pageSize),
  });
}

export function useNotifications(pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({ ...notificationsQuery(pageSize, i18n.language), placeholderData: keepPreviousData });
}
