import { useTranslation } from 'react-i18next';
import { TabNav } from '@web/ui/tab-nav';
import { STAFF_EXTRA_PAGES } from './staff-screens';
import { SETTINGS_TAB, STAFF_TABS, staffPath } from './staff-tabs';

/**
 * The side menu: the six tabs, the work queues below a separator, then
 * Settings below another. Shared by the sidebar and the drawer.
 */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('staff');
  const items = [...STAFF_TABS, ...STAFF_EXTRA_PAGES, SETTINGS_TAB].map((tab) => ({
    to: staffPath(tab.segment),
    label: t(`tabs.${tab.key}`),
    icon: tab.icon,
    end: tab.segment === '',
    separated: tab === SETTINGS_TAB || tab === STAFF_EXTRA_PAGES[0],
  }));
  return <TabNav label={t('menuLabel')} items={items} layout="list" className="px-3" onNavigate={onNavigate} />;
}
