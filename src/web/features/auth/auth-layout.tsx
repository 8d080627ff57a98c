import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Card, CardContent } from '@web/ui/card';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';
import { OfflineNotice } from '@web/ui/offline-notice';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  showBackLink?: boolean;
  children: ReactNode;
}

/** The frame of every auth page: one card, centred, readable from 320 px up. */
export function AuthLayout({ title, subtitle, showBackLink = true, children }: AuthLayoutProps) {
  // The validation messages load with the forms' schemas, on first focus (use-auth-form.ts).
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · ${t('common:appName')}`}</title>
      <SkipLink />
      <OfflineNotice />
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-3 px-4 pt-4">
        {showBackLink ? (
          <Link
            to="/"
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:text-primary"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('auth:backToHome')}
          </Link>
        ) : (
          <span />
        )}
        <LanguageSwitcher />
      </header>
      <main id={MAIN_CONTENT_ID} className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-6">
        <Card>
          <div className="flex flex-col gap-1.5 p-5 text-center sm:p-6">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
          </div>
          <CardContent className="sm:p-6 sm:pt-0">{children}</CardContent>
        </Card>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-muted-foreground">
        <p className="font-medium text-slate-700">{t('common:appName')}</p>
        <p>{t('auth:footer')}</p>
      </footer>
    </div>
  );
}
