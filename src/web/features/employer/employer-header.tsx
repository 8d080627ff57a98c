import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@web/lib/session';
import { Button } from '@web/ui/button';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { SignOutButton } from '@web/ui/sign-out-button';

export function EmployerHeader() {
  const { t } = useTranslation(['employer', 'portal']);
  const { user } = useSession();
  const name = user?.firstName || user?.email || '';

  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-4">
        <div className="min-w-0 flex-1 basis-28">
          <p className="text-base font-semibold sm:text-xl">{t('employer:title')}</p>
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{t('portal:welcome', { name })}</p>
        </div>
        {/* The dialog lives in the Job Postings tab, which first checks that a company profile exists. */}
        <Button asChild className="order-last w-full sm:order-none sm:w-auto">
          <Link to="/employer/jobs" state={{ compose: true }}>
            <Plus aria-hidden="true" />
            {t('employer:postNewJob')}
          </Link>
        </Button>
        <div className="ms-auto flex max-w-full flex-wrap items-center justify-end gap-2 sm:gap-4">
          <LanguageSwitcher />
          <SignOutButton labelHiddenBelow="sm" />
        </div>
      </div>
    </header>
  );
}
