import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './chunk-load';
import { OfflinePage } from './offline-page';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error instanceof Response) return `${error.status} ${error.statusText}`.trim();
  return String(error);
}

/**
 * The fallback when a page throws or its code fails to load (a dropped 3G
 * connection). It must not depend on anything that may have failed: no lazy
 * namespace, no Suspense, English defaults if translations are missing, and a
 * plain <a> so "home" reloads the app instead of reusing a broken router state.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common', { useSuspense: false });
  if (isChunkLoadError(error)) return <OfflinePage />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('routeError.title', { defaultValue: 'Unexpected Application Error!' })}
      </h1>
      <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        {describe(error)}
      </pre>
      <a href="/" className="self-start font-medium text-primary underline underline-offset-4">
        {t('routeError.home', { defaultValue: 'Return to Home' })}
      </a>
    </main>
  );
}
