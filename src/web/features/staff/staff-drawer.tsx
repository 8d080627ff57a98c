import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { SheetContent, SheetTitle } from '../../ui/sheet';
import { StaffNav } from './staff-nav';
import { StaffUserBadge } from './staff-user-badge';

/** The side menu on screens below lg; what the header has no room for sits at its foot. */
export function StaffDrawer({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <SheetContent closeLabel={t('closeMenu')} aria-describedby={undefined} className="lg:hidden">
      <SheetTitle className="px-6 pt-5 pb-4">{t('title')}</SheetTitle>
      <StaffNav onNavigate={onNavigate} />
      <div className="mt-auto flex flex-col gap-3 border-t border-border px-6 py-4 md:hidden">
        <StaffUserBadge />
        <LanguageSwitcher className="sm:hidden" />
      </div>
    </SheetContent>
  );
}
