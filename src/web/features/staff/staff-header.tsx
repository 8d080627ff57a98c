import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { SignOutButton } from '@web/ui/sign-out-button';
import { SheetTrigger } from '@web/ui/sheet';
import { NotificationsButton } from './notifications-button';
import { StaffSearchForm } from './staff-search-form';
import { StaffUserBadge } from './staff-user-badge';

/**
 * Phones: menu, title, bell and sign-out, with the search on its own row; the
 * badge (and on phones the language) live in the drawer until the sidebar shows.
 */
export function StaffHeader() {
  const { t } = useTranslation(['staff', 'portal']);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-white">
      <div className="flex flex-wrap items-center gap-2 px-4 py-2 sm:flex-nowrap sm:gap-3 lg:px-6">
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" className="-ms-2 lg:hidden" aria-label={t('staff:openMenu')}>
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <p className="flex-1 truncate font-semibold sm:hidden">{t('staff:title')}</p>
        <StaffSearchForm className="order-last basis-full pb-1 sm:order-none sm:max-w-md sm:min-w-40 sm:flex-1 sm:basis-auto sm:pb-0" />
        <div className="flex min-w-0 items-center gap-2 sm:ms-auto sm:gap-3">
          <NotificationsButton />
          <StaffUserBadge className="hidden lg:flex" />
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <SignOutButton labelHiddenBelow="xl" />
        </div>
      </div>
    </header>
  );
}
