import { useTranslation } from 'react-i18next';
import { TabNav } from '../../ui/tab-nav';
import { SETTINGS_TAB, STAFF_TABS, staffPath } from './staff-tabs';

/** The side menu: the six tabs, then Settings below a separator. Shared by the sidebar and the drawer. */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('staff');
  const items = [...STAFF_TABS, SETTINGS_TAB].map((tab) => ({
    to: staffPath(tab.segment),
    label: t(`tabs.${tab.key}`),
    icon: tab.icon,
    end: tab.segment === '',
    separated: tab === SETTINGS_TAB,
  }));
  return <TabNav label={t('menuLabel')} items={items} layout="list" className="px-3" onNavigate={onNavigate} />;
}
