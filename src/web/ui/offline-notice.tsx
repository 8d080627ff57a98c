import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@web/lib/online-status';

/**
 * A band saying the device has no connection, gone when it returns. The live region stays in the page
 * while online (empty), so a screen reader hears the change when the network drops. The text has an
 * English default: its namespace may not have been downloaded before the connection went.
 */
export function OfflineNotice() {
  const { t } = useTranslation('offline', { useSuspense: false });
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('notice', {
            defaultValue: 'You are offline. What you see may be out of date until the connection is back.',
          })}
        </p>
      )}
    </div>
  );
}
