import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { TabNav } from '@web/ui/tab-nav';
import { BeneficiaryHeader } from './beneficiary-header';
import { BENEFICIARY_TABS } from './beneficiary-tabs';
import { ComingSoon } from '@web/ui/coming-soon';
import { Skeleton } from '@web/ui/skeleton';
import { TAB_SCREENS } from './tab-screens';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';
import { OfflineNotice } from '@web/ui/offline-notice';
import { OutboxSender } from '@web/lib/outbox/outbox-sender';
import { ShownAsOfNotice } from '@web/lib/offline-cache/shown-as-of-notice';

function TabScreen({ tabKey, heading }: { tabKey: string; heading: string }) {
  const Screen = TAB_SCREENS[tabKey];
  if (!Screen) return <ComingSoon heading={heading} />;
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Screen />
    </Suspense>
  );
}

/**
 * The beneficiary's home: a header, the tab menu (a sideways bar on phones, a
 * side list on wide screens) and the active tab, which lives in the URL.
 */
export function BeneficiaryPortal() {
  const { t } = useTranslation(['beneficiary', 'portal']);
  const navItems = BENEFICIARY_TABS.map((tab) => ({
    to: tab.segment ? `/beneficiary/${tab.segment}` : '/beneficiary',
    label: t(`beneficiary:tabs.${tab.key}`),
    icon: tab.icon,
    end: tab.segment === '',
    separated: tab.separated,
  }));

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <BeneficiaryHeader />
      <OfflineNotice />
      <OutboxSender />
      <div className="mx-auto w-full max-w-7xl flex-1 lg:flex lg:items-start lg:gap-6 lg:px-4 lg:py-6">
        <TabNav
          label={t('beneficiary:tabsLabel')}
          items={navItems}
          layout="responsive"
          className="border-b border-border bg-white lg:sticky lg:top-4 lg:w-60 lg:shrink-0 lg:rounded-lg lg:border lg:p-2 lg:shadow-sm"
        />
        <main id={MAIN_CONTENT_ID} className="min-w-0 flex-1 px-4 py-6 lg:p-0">
          <ShownAsOfNotice />
          <Routes>
            {BENEFICIARY_TABS.map((tab) => {
              const screen = <TabScreen tabKey={tab.key} heading={t(`beneficiary:headings.${tab.key}`)} />;
              return tab.segment ? (
                <Route key={tab.key} path={tab.segment} element={screen} />
              ) : (
                <Route key={tab.key} index element={screen} />
              );
            })}
            <Route path="*" element={<Navigate to="/beneficiary" replace />} />
          </Routes>
        </main>
      </div>
    </div>
  );
}
