import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '@web/lib/online-status';

/*
 * Reloading is how a page whose code failed to download recovers: React keeps a failed lazy page failed,
 * and a reload also picks up a newer version of the app if one was deployed meanwhile.
 */
const reload = () => window.location.reload();

/**
 * Shown instead of a page whose code could not be downloaded. Offline it says so and opens the page by
 * itself when the network returns; online (a flaky connection) it asks to try again. Like the error page
 * it depends on nothing that may have failed: English defaults, no Suspense, a plain link home.
 */
export function OfflinePage() {
  const { t } = useTranslation('offline', { useSuspense: false });
  const online = useOnlineStatus();

  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-12">
      <WifiOff aria-hidden="true" className="size-10 text-slate-500" />
      <h1 className="text-2xl font-bold text-slate-900">
        {online
          ? t('loadFailed.title', { defaultValue: 'This page could not load' })
          : t('page.title', { defaultValue: 'You are offline' })}
      </h1>
      <p className="text-slate-700">
        {online
          ? t('loadFailed.body', {
              defaultValue: 'Part of the app did not download. Check your connection and try again.',
            })
          : t('page.body', {
              defaultValue:
                'This page is not saved on this device yet. It will open by itself when the connection is back.',
            })}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={reload}
          className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90"
        >
          {t('page.retry', { defaultValue: 'Retry' })}
        </button>
        <a href="/" className="font-medium text-primary underline underline-offset-4">
          {t('page.home', { defaultValue: 'Return to Home' })}
        </a>
      </div>
    </main>
  );
}
