import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@web/ui/sheet';
import { Skeleton } from '@web/ui/skeleton';
import type { BeneficiaryNotification } from '@domain/beneficiary-notifications';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-read';

const PAGE = 10;

function NotificationItem({ item }: { item: BeneficiaryNotification }) {
  const { t, i18n } = useTranslation('notifications');
  return (
    <li className="py-3">
      <SheetClose asChild>
        <Link to={`/beneficiary/${item.tab}`} className="block rounded-sm hover:underline focus-visible:underline">
          <span className="flex items-center gap-2 font-medium">
            {t(`kinds.${item.kind}.title`, item.params)}
            {!item.read && (
              <span className="rounded-full bg-blue-50 px-1.5 text-xs font-medium text-blue-800">
                {t('panel.unread')}
              </span>
            )}
          </span>
          <span className="mt-0.5 block text-sm text-slate-700">{t(`kinds.${item.kind}.body`, item.params)}</span>
        </Link>
      </SheetClose>
      <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-600">
        {formatDateTime(item.createdAt, i18n.language)}
      </time>
    </li>
  );
}

/**
 * Loaded on demand by the bell, with the dialog library it is drawn with.
 * Opening it is reading it: everything is marked read once the list has loaded.
 */
export default function NotificationsPanel({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('notifications');
  const [pageSize, setPageSize] = useState(PAGE);
  const list = useNotifications(pageSize);
  const markAll = useMarkAllNotificationsRead();
  const hasUnread = (list.data?.unread ?? 0) > 0;
  const { mutate, isIdle } = markAll;

  useEffect(() => {
    if (hasUnread && isIdle) mutate();
  }, [hasUnread, isIdle, mutate]);

  const items = list.data?.items ?? [];
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        closeLabel={t('panel.close')}
        aria-describedby="notifications-description"
        className="p-4"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="pe-10">{t('panel.title')}</SheetTitle>
        <p id="notifications-description" className="mt-1 text-sm text-muted-foreground">
          {t('panel.description')}
        </p>
        <div aria-live="polite" aria-busy={list.isPending}>
          {list.isPending ? (
            <div className="mt-4 flex flex-col gap-3">
              <p className="sr-only">{t('panel.loading')}</p>
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.isError ? (
            <LoadError
              className="mt-4"
              error={list.error}
              onRetry={() => void list.refetch()}
              message={t('panel.loadError')}
            />
          ) : items.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">{t('panel.empty')}</p>
          ) : (
            <ul className="mt-2 flex flex-col divide-y divide-border">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </div>
        {list.data && list.data.total > items.length && pageSize < 100 && (
          <Button
            variant="outline"
            size="sm"
            className="mt-3 self-start"
            disabled={list.isFetching}
            onClick={() => setPageSize((size) => Math.min(size + PAGE, 100))}
          >
            {t('panel.more')}
          </Button>
        )}
      </SheetContent>
    </Sheet>
  );
}
