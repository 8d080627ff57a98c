import { LogOut, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { Button } from '../../ui/button';
import { LanguageSwitcher } from '../../ui/language-switcher';

export function EmployerHeader() {
  const { t } = useTranslation(['employer', 'portal']);
  const { user } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const name = user?.firstName || user?.email || '';

  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-base font-semibold sm:text-xl">{t('employer:title')}</p>
          <p className="truncate text-sm text-muted-foreground">{t('portal:welcome', { name })}</p>
        </div>
        {/* The job form arrives with the Job Postings screen; until then the button opens that tab. */}
        <Button asChild className="order-last w-full sm:order-none sm:w-auto">
          <Link to="/employer/jobs">
            <Plus aria-hidden="true" />
            {t('employer:postNewJob')}
          </Link>
        </Button>
        <LanguageSwitcher />
        <Button variant="outline" onClick={() => void signOut()} disabled={isSigningOut}>
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{isSigningOut ? t('portal:signOut.busy') : t('portal:signOut.button')}</span>
        </Button>
      </div>
    </header>
  );
}
