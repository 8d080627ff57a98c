import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@web/ui/language-switcher';
import { SheetContent, SheetTitle } from '@web/ui/sheet';
import { StaffNav } from './staff-nav';
import { StaffUserBadge } from './staff-user-badge';

/*
 * Radix skips links when it picks what to focus on open, which would land on the
 * language select at the bottom; the tab the person is on is the natural start.
 */
function focusCurrentTab(event: Event) {
  const current = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!current) return;
  event.preventDefault();
  current.focus();
}

/** The side menu on screens below lg; what the header has no room for sits at its foot. */
export function StaffDrawer({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <SheetContent
      closeLabel={t('closeMenu')}
      aria-describedby={undefined}
      className="lg:hidden"
      onOpenAutoFocus={focusCurrentTab}
    >
      <SheetTitle className="pt-5 pe-14 pb-4 ps-6">{t('title')}</SheetTitle>
      <StaffNav onNavigate={onNavigate} />
      <div className="mt-auto flex flex-col gap-3 border-t border-border px-6 py-4">
        <StaffUserBadge wrap className="flex" />
        <div className="sm:hidden">
          <LanguageSwitcher />
        </div>
      </div>
    </SheetContent>
  );
}
