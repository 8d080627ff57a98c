import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@web/lib/format';
import { useMarkNotificationsSeen, useStaffNotifications, type StaffNotification } from './header/staff-notifications';

function NotificationText({ item }: { item: StaffNotification }) {
  const { t } = useTranslation('staff');
  const category = item.category ? t(`notifications.categories.${item.category}`) : '';
  return (
    <>
      {t(`notifications.items.${item.kind}`, {
        percent: Math.round((item.riskScore ?? 0) * 100),
        name: item.staffName ?? '',
        reference: item.reference ?? '',
        category,
      })}
    </>
  );
}

/**
 * The bell: a dot only while something arrived since the list was last
 * opened; opening the list marks it all seen. Radix's popover gives the
 * focus handling, Escape and the dialog semantics.
 */
export function NotificationsButton() {
  const { t, i18n } = useTranslation('staff');
  const notifications = useStaffNotifications();
  const markSeen = useMarkNotificationsSeen();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  return (
    <Popover.Root onOpenChange={(open) => open && unread > 0 && markSeen.mutate()}>
      <Popover.Trigger
        aria-label={unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')}
        className="relative flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="unread-dot"
            className="absolute top-2 end-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
            aria-hidden="true"
          />
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t('notifications.label')}
          className="z-50 max-h-[70vh] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-border bg-white p-4 shadow-lg"
        >
          <h2 className="text-sm font-semibold">{t('notifications.label')}</h2>
          {notifications.isError ? (
            <p className="mt-2 text-sm text-red-800">{t('notifications.loadError')}</p>
          ) : items.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('notifications.empty')}</p>
          ) : (
            <ul className="mt-2 flex flex-col divide-y divide-border text-sm">
              {items.map((item) => (
                <li key={item.id} className="py-2">
                  {item.link ? (
                    <Popover.Close asChild>
                      <Link to={item.link} className="block rounded-sm hover:underline">
                        <NotificationText item={item} />
                      </Link>
                    </Popover.Close>
                  ) : (
                    <p>
                      <NotificationText item={item} />
                    </p>
                  )}
                  <p className="mt-0.5 flex items-center gap-2 text-xs text-slate-600">
                    <time dateTime={item.at}>{formatDateTime(item.at, i18n.language)}</time>
                    {item.unread && (
                      <span className="rounded-full bg-blue-50 px-1.5 font-medium text-blue-800">
                        {t('notifications.unread')}
                      </span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
