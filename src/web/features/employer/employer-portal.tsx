import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { TabNav } from '@web/ui/tab-nav';
import { ComingSoon } from '@web/ui/coming-soon';
import { Skeleton } from '@web/ui/skeleton';
import { EmployerHeader } from './employer-header';
import { EMPLOYER_TABS } from './employer-tabs';
import { EMPLOYER_TAB_SCREENS } from './tab-screens';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';
import { OfflineNotice } from '@web/ui/offline-notice';

function TabScreen({ tabKey, heading }: { tabKey: string; heading: string }) {
  const Screen = EMPLOYER_TAB_SCREENS[tabKey];
  if (!Screen) return <ComingSoon heading={heading} />;
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Screen />
    </Suspense>
  );
}

/** The employer's home: header, four tabs in the URL, and the active tab. */
export function EmployerPortal() {
  const { t } = useTranslation('employer');
  const navItems = EMPLOYER_TABS.map((tab) => ({
    to: tab.segment ? `/employer/${tab.segment}` : '/employer',
    label: t(`tabs.${tab.key}`),
    icon: tab.icon,
    end: tab.segment === '',
  }));

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <EmployerHeader />
      <OfflineNotice />
      <div className="border-b border-border bg-white">
        <TabNav label={t('tabsLabel')} items={navItems} layout="bar" className="mx-auto max-w-7xl lg:px-2" />
      </div>
      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Routes>
          {EMPLOYER_TABS.map((tab) => {
            const element = <TabScreen tabKey={tab.key} heading={t(`headings.${tab.key}`)} />;
            return tab.segment ? (
              <Route key={tab.key} path={tab.segment} element={element} />
            ) : (
              <Route key={tab.key} index element={element} />
            );
          })}
          <Route path="*" element={<Navigate to="/employer" replace />} />
        </Routes>
      </main>
    </div>
  );
}
