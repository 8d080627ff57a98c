import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The screen of each tab that has one, loaded when the tab is first opened or, once the dashboard is
 * shown, in the background (prefetchTabScreens). Tabs without an entry show "coming soon". Add one line
 * per screen.
 */
const LOADERS = {
  dashboard: () => import('./dashboard/dashboard-tab').then((m) => ({ default: m.DashboardTab })),
  profile: () => import('./profile/profile-tab').then((m) => ({ default: m.ProfileTab })),
  applications: () => import('./applications/applications-tab').then((m) => ({ default: m.ApplicationsTab })),
  documents: () => import('./documents/documents-tab').then((m) => ({ default: m.DocumentsTab })),
  payments: () => import('./payments/payments-tab').then((m) => ({ default: m.PaymentsTab })),
  messages: () => import('./messages/messages-tab').then((m) => ({ default: m.MessagesTab })),
  jobs: () => import('./jobs/jobs-tab').then((m) => ({ default: m.JobsTab })),
  business: () => import('./business/business-tab').then((m) => ({ default: m.BusinessTab })),
  skills: () => import('./skills/skills-tab').then((m) => ({ default: m.SkillsTab })),
  settings: () => import('./settings/settings-tab').then((m) => ({ default: m.SettingsTab })),
  feedback: () => import('./feedback/feedback-tab').then((m) => ({ default: m.FeedbackTab })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

const RETRY_DELAY_MS = 500;

/**
 * A screen whose code fails to download (a dropped connection) is tried once more, unless the phone knows
 * it is offline; if it still fails, the error reaches the router's error boundary, which shows the offline
 * page (features/errors) rather than the routing error.
 */
export function loadWithOneRetry<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!navigator.onLine) throw error;
      return new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), RETRY_DELAY_MS));
    });
}

export const TAB_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(LOADERS).map(([key, load]) => [key, lazy(loadWithOneRetry(load))]),
);

let prefetched = false;

/**
 * Fetches every tab's code in the background, one file at a time while the phone is idle, so that the
 * first tap on a tab does not wait a round trip for it (not with Save-Data on: that person pays for
 * every byte).
 */
export function prefetchTabScreens(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (prefetched || connection?.saveData) return;
  prefetched = true;
  const idle = (next: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(next, { timeout: 2000 }) : setTimeout(next, 200);
  const queue = Object.values(LOADERS);
  const fetchNext = () => {
    const load = queue.shift();
    if (load) idle(() => void load().then(fetchNext, fetchNext));
  };
  fetchNext();
}
