import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@web/ui/card';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';

interface GuardScreenProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The one layout for every "you cannot see this portal (yet)" screen. */
export function GuardScreen({ icon, title, children, actions }: GuardScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="rounded-sm text-sm font-semibold text-slate-800 hover:underline">
          {t('common:appName')}
        </Link>
        <LanguageSwitcher />
      </header>
      <main id={MAIN_CONTENT_ID} className="flex flex-1 items-center justify-center px-4 pb-12">
        <Card className="w-full max-w-md text-center">
          <CardHeader className="items-center">
            <span
              className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-slate-700 [&_svg]:size-6"
              aria-hidden="true"
            >
              {icon}
            </span>
            <h1 className="text-xl font-semibold leading-tight">{title}</h1>
            <div className="flex flex-col gap-2 text-base text-muted-foreground">{children}</div>
          </CardHeader>
          <CardContent className="flex flex-wrap justify-center gap-3">{actions}</CardContent>
        </Card>
      </main>
    </div>
  );
}
