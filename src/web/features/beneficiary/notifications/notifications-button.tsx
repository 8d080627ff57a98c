import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadNotificationCount } from './api/get-notifications';

// The list, its texts, dates and the dialog library (about 17 KB) load only when the person opens it:
// the portal's first load stays small. Without a Radix trigger the dialog returns focus nowhere: the panel gives it back to the bell.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/** The header's bell: the unread count as a badge; opening the panel marks everything read. */
export function NotificationsButton() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = useUnreadNotificationCount().data ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);

  return (
    <>
      <button
        ref={bell}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        className="relative flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute top-0.5 end-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white ring-2 ring-white"
          >
            {shown}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={() => setOpen(false)} returnFocusTo={bell} />
        </Suspense>
      )}
    </>
  );
}
