import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Sprout } from 'lucide-react';
import { portalPathFor } from '@domain/user-types';
import { useSession } from '@web/lib/session';
import { Button } from '@web/ui/button';
import { LanguageSwitcher } from '@web/ui/language-switcher';

export function LandingHeader() {
  const { t } = useTranslation(['landing', 'common']);
  const { user, isLoading } = useSession();
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/" className="flex min-h-10 min-w-0 items-center gap-2 rounded-md font-semibold text-slate-900">
          <Sprout aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{t('common:appName')}</span>
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSwitcher />
          {/* Until the session is known, no choice is offered rather than a wrong one. */}
          {!isLoading && (
            <nav aria-label={t('landing:accountNav')} className="flex items-center gap-2">
              {user ? (
                <Button asChild size="sm">
                  <Link to={portalPathFor(user.userType)}>{t('landing:goToPortal')}</Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="sm" variant="outline">
                    <Link to="/auth/signin">{t('landing:signIn')}</Link>
                  </Button>
                  <Button asChild size="sm">
                    <Link to="/auth/signup">{t('landing:signUp')}</Link>
                  </Button>
                </>
              )}
            </nav>
          )}
        </div>
      </div>
    </header>
  );
}
