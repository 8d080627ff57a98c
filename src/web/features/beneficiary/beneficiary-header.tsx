import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/session';
import { Badge } from '@web/ui/badge';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { SignOutButton } from '@web/ui/sign-out-button';
import { NotificationsButton } from './notifications/notifications-button';

export function BeneficiaryHeader() {
  const { t } = useTranslation(['beneficiary', 'portal']);
  const { user } = useSession();
  const name = user?.firstName || user?.email || '';

  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-base font-semibold sm:text-xl">{t('beneficiary:title')}</p>
            <Badge className="bg-blue-50 text-blue-800">
              {t(`portal:userTypes.${user?.userType ?? 'beneficiary'}`)}
            </Badge>
          </div>
          <p className="truncate text-sm text-muted-foreground">{t('portal:welcome', { name })}</p>
        </div>
        <NotificationsButton />
        <LanguageSwitcher />
        <SignOutButton labelHiddenBelow="sm" />
      </div>
    </header>
  );
}
