import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/ui/button';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';

/*
 * Strings live in the always-loaded common namespace (with English defaults),
 * so this page never waits for another download.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  const title = t('notFound.title', { defaultValue: 'Oops! Page not found' });
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12 text-center"
      >
        <title>{`${title} · ${t('appName')}`}</title>
        <h1 className="flex flex-col gap-2">
          <span className="text-6xl font-bold tracking-tight text-primary sm:text-7xl">404</span>
          <span className="text-xl font-semibold text-slate-800 sm:text-2xl">{title}</span>
        </h1>
        <Button asChild size="lg">
          <Link to="/">{t('notFound.home', { defaultValue: 'Return to Home' })}</Link>
        </Button>
      </main>
    </>
  );
}
