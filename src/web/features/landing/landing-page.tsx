import { useTranslation } from 'react-i18next';
import { AudienceCards } from './audience-cards';
import { LandingHeader } from './landing-header';
import { VerificationNotice } from './verification-notice';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';

export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t('common:appName')}</title>
      <SkipLink />
      <LandingHeader />
      <main
        id={MAIN_CONTENT_ID}
        className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-8 md:gap-12 md:py-14"
      >
        <VerificationNotice />
        <div className="mx-auto flex max-w-4xl flex-col gap-3 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl md:text-5xl">
            {t('common:appName')}
          </h1>
          <p className="text-base text-muted-foreground md:text-xl">{t('landing:tagline')}</p>
        </div>
        <AudienceCards />
      </main>
      <footer className="border-t border-border bg-white px-4 py-6 text-center text-sm text-muted-foreground">
        <p className="font-medium text-slate-700">{t('common:appName')}</p>
        <p>{t('landing:footer')}</p>
      </footer>
    </div>
  );
}
