import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screen of each employer tab, loaded when the tab is first opened. Tabs
 * without an entry show "coming soon". Add one line per screen.
 */
export const EMPLOYER_TAB_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('./dashboard/dashboard-tab')),
  jobs: lazy(() => import('./jobs/jobs-tab')),
  profile: lazy(() => import('./profile/profile-tab')),
  applications: lazy(() => import('./applications/applications-tab')),
};
