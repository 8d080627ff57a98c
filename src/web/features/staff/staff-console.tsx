import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { Sheet } from '@web/ui/sheet';
import { ComingSoon } from '@web/ui/coming-soon';
import { Skeleton } from '@web/ui/skeleton';
import { StaffDrawer } from './staff-drawer';
import { StaffHeader } from './staff-header';
import { StaffNav } from './staff-nav';
import { STAFF_DETAIL_ROUTES, STAFF_EXTRA_PAGES, STAFF_TAB_SCREENS } from './staff-screens';
import { STAFF_TABS } from './staff-tabs';
import { MAIN_CONTENT_ID, SkipLink } from '@web/ui/skip-link';
import { OfflineNotice } from '@web/ui/offline-notice';

function LazyScreen({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Screen />
    </Suspense>
  );
}

// Tailwind's lg breakpoint: from here on the side menu is always visible.
const WIDE_SCREEN = '(min-width: 64rem)';

/** The staff console: side menu (a drawer on small screens), header, and the tab in the URL. */
export function StaffConsole() {
  const { t } = useTranslation('staff');
  const [menuOpen, setMenuOpen] = useState(false);

  // A drawer left open while the window grows would keep trapping focus behind the sidebar.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeIfWide = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, []);

  return (
    <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
      <SkipLink />
      <div className="min-h-dvh lg:flex">
        <aside
          aria-label={t('title')}
          className="hidden border-e border-border bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto"
        >
          <p className="px-6 pt-5 pb-4 text-lg font-semibold">{t('title')}</p>
          <StaffNav />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <StaffHeader />
          <OfflineNotice />
          <main id={MAIN_CONTENT_ID} className="flex-1 px-4 py-6 lg:px-6">
            {/* Anything in a screen that still suspends (a translation file, say) hides the screen, never the menu and header. */}
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <Routes>
                {STAFF_TABS.map((tab) => {
                  const screen = STAFF_TAB_SCREENS[tab.key];
                  const element = screen ? (
                    <LazyScreen screen={screen} />
                  ) : (
                    <ComingSoon heading={t(`headings.${tab.key}`)} />
                  );
                  return tab.segment ? (
                    <Route key={tab.key} path={tab.segment} element={element} />
                  ) : (
                    <Route key={tab.key} index element={element} />
                  );
                })}
                {STAFF_EXTRA_PAGES.map((page) => (
                  <Route key={page.key} path={page.segment} element={<LazyScreen screen={page.screen} />} />
                ))}
                {STAFF_DETAIL_ROUTES.map((route) => (
                  <Route key={route.path} path={route.path} element={<LazyScreen screen={route.screen} />} />
                ))}
                <Route path="*" element={<Navigate to="/staff" replace />} />
              </Routes>
            </Suspense>
          </main>
        </div>
      </div>
      <StaffDrawer onNavigate={() => setMenuOpen(false)} />
    </Sheet>
  );
}
