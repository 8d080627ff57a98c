import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/session';
import { Badge } from '@web/ui/badge';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { SignOutButton } from '@web/ui/sign-out-button';
import { NotificationsButton } from './notifications/notifications-button';
import { useSaveLanguage } from './settings/api/save-language';

export function BeneficiaryHeader() {
  const { t } = useTranslation(['beneficiary', 'portal']);
  const { user } = useSession();
  const name = user?.firstName || user?.email || '';
  const saveLanguage = useSaveLanguage();

  return (
    <header className="border-b border-border bg-white">
      {/* Wraps rather than squeezing: at 200% text on a 320 px phone the controls take a row of their own. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:gap-4">
        <div className="min-w-0 flex-1 basis-24">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-base font-semibold sm:text-xl">{t('beneficiary:title')}</p>
            <Badge className="bg-blue-50 text-blue-800">
              {t(`portal:userTypes.${user?.userType ?? 'beneficiary'}`)}
            </Badge>
          </div>
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{t('portal:welcome', { name })}</p>
        </div>
        <div className="ms-auto flex max-w-full flex-wrap items-center justify-end gap-2 sm:gap-4">
          <LanguageSwitcher onChosen={(language) => saveLanguage.mutate(language)} />
          <div className="flex items-center gap-2 sm:gap-4">
            <NotificationsButton />
            <SignOutButton labelHiddenBelow="sm" />
          </div>
        </div>
      </div>
    </header>
  );
}
