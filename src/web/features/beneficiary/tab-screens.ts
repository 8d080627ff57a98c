import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The screen of each tab that has one, loaded when the tab is first opened (a
 * phone downloads only the tabs its owner uses). Tabs without an entry show
 * "coming soon". Add one line per screen.
 */
export const TAB_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('./dashboard/dashboard-tab').then((m) => ({ default: m.DashboardTab }))),
  profile: lazy(() => import('./profile/profile-tab').then((m) => ({ default: m.ProfileTab }))),
  applications: lazy(() => import('./applications/applications-tab').then((m) => ({ default: m.ApplicationsTab }))),
  documents: lazy(() => import('./documents/documents-tab').then((m) => ({ default: m.DocumentsTab }))),
  payments: lazy(() => import('./payments/payments-tab').then((m) => ({ default: m.PaymentsTab }))),
  messages: lazy(() => import('./messages/messages-tab').then((m) => ({ default: m.MessagesTab }))),
  jobs: lazy(() => import('./jobs/jobs-tab').then((m) => ({ default: m.JobsTab }))),
  business: lazy(() => import('./business/business-tab').then((m) => ({ default: m.BusinessTab }))),
  skills: lazy(() => import('./skills/skills-tab').then((m) => ({ default: m.SkillsTab }))),
  settings: lazy(() => import('./settings/settings-tab').then((m) => ({ default: m.SettingsTab }))),
  feedback: lazy(() => import('./feedback/feedback-tab').then((m) => ({ default: m.FeedbackTab }))),
};
