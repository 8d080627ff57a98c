import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';

export interface StaffNotification {
  id: string;
  text: string;
}

/** The bell shows a dot only while something is unread; the list opens in a small popover. */
export function NotificationsButton({ items }: { items: StaffNotification[] }) {
  const { t } = useTranslation('staff');
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t('notifications.label')}
        className="relative flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {items.length > 0 && <span className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white" aria-hidden="true" />}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-white p-4 shadow-lg">
          <h2 className="text-sm font-semibold">{t('notifications.label')}</h2>
          {items.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('notifications.empty')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {items.map((item) => (
                <li key={item.id}>{item.text}</li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
