import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';
import { UssdPhone } from './ussd-phone';

/** Development only: a basic phone dialling the platform's USSD menu, as the gateway would forward it. */
export function UssdPage() {
  const { t } = useTranslation(['ussd', 'common']);
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" className="rounded-sm text-sm font-semibold text-slate-800 hover:underline">
            {t('common:appName')}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
        <div>
          <h1 className="text-2xl font-semibold">{t('ussd:simulator.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('ussd:simulator.explanation')}</p>
        </div>
        <UssdPhone />
      </main>
    </div>
  );
}
