import {
  BadgeCheck,
  Banknote,
  ClipboardCheck,
  FileCheck,
  Mail,
  MessageSquareWarning,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screen of each staff tab (keyed by StaffTab.key), loaded when first
 * opened. Tabs without an entry show "coming soon". Add one line per screen.
 */
export const STAFF_TAB_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('./dashboard/dashboard-page')),
  beneficiaries: lazy(() => import('./beneficiaries/beneficiaries-page')),
  projects: lazy(() => import('./projects/projects-page')),
  programmes: lazy(() => import('./programmes/programmes-page')),
  reports: lazy(() => import('./reports/reports-page')),
  bulkUpload: lazy(() => import('./bulk-upload/bulk-upload-page')),
  duplicates: lazy(() => import('./duplicates/duplicates-page')),
};

/**
 * Pages of the console reached from the side menu's second group (work queues
 * such as employer verification) rather than the spec's six tabs.
 */
export interface StaffExtraPage {
  /** Path segment under /staff. */
  segment: string;
  /** Key under `tabs.` and `headings.` in staff.json. */
  key: string;
  icon: LucideIcon;
  screen: LazyExoticComponent<ComponentType>;
}

export const STAFF_EXTRA_PAGES: StaffExtraPage[] = [
  {
    segment: 'applications',
    key: 'applications',
    icon: ClipboardCheck,
    screen: lazy(() => import('./applications/applications-page')),
  },
  {
    segment: 'employers',
    key: 'employers',
    icon: BadgeCheck,
    screen: lazy(() => import('./employers/employers-page')),
  },
  { segment: 'documents', key: 'documents', icon: FileCheck, screen: lazy(() => import('./documents/documents-page')) },
  {
    segment: 'complaints',
    key: 'complaints',
    icon: MessageSquareWarning,
    screen: lazy(() => import('./complaints/complaints-page')),
  },
  { segment: 'payments', key: 'payments', icon: Banknote, screen: lazy(() => import('./payments/payments-page')) },
  { segment: 'messages', key: 'messages', icon: Mail, screen: lazy(() => import('./messages/messages-page')) },
  { segment: 'referrals', key: 'referrals', icon: Share2, screen: lazy(() => import('./referrals/referrals-page')) },
];

/**
 * Pages inside a tab that have their own address (a person's record, a
 * project's details): the path under /staff, e.g. 'beneficiaries/:beneficiaryId'.
 */
export const STAFF_DETAIL_ROUTES: { path: string; screen: LazyExoticComponent<ComponentType> }[] = [
  // Settings: the staff accounts (admins manage them; others read why they cannot).
  { path: 'team', screen: lazy(() => import('./team/team-page')) },
  // Admins only; linked from the Team (Settings) page rather than the menu every staff member sees.
  { path: 'audit-log', screen: lazy(() => import('./audit-log/audit-log-page')) },
  // Every staff member may read the organisations; the lead agency's admins add and edit them (linked from Team).
  { path: 'organisations', screen: lazy(() => import('./organisations/organisations-page')) },
  { path: 'beneficiaries/:beneficiaryId', screen: lazy(() => import('./beneficiary-record/beneficiary-record-page')) },
  { path: 'projects/:projectId', screen: lazy(() => import('./projects/project-details-page')) },
  { path: 'programmes/new', screen: lazy(() => import('./programmes/designer/programme-designer-page')) },
  { path: 'programmes/:programmeId', screen: lazy(() => import('./programmes/programme/programme-page')) },
  { path: 'programmes/:programmeId/edit', screen: lazy(() => import('./programmes/designer/programme-designer-page')) },
  {
    path: 'programmes/:programmeId/selection',
    screen: lazy(() => import('./programmes/selection/selection-page')),
  },
  {
    path: 'programmes/:programmeId/outcomes',
    screen: lazy(() => import('./programmes/outcomes/outcomes-page')),
  },
  {
    path: 'programmes/:programmeId/cycles/:cycleId',
    screen: lazy(() => import('./programmes/cycles/cycle-page')),
  },
  { path: 'households/:householdId', screen: lazy(() => import('./households/household-page')) },
  { path: 'applications/:applicationId', screen: lazy(() => import('./applications/application-page')) },
  { path: 'documents/:documentId', screen: lazy(() => import('./documents/document-review-page')) },
  { path: 'complaints/:caseId', screen: lazy(() => import('./complaints/case-page')) },
  { path: 'payments/:batchId', screen: lazy(() => import('./payments/batch-details-page')) },
  { path: 'referrals/:referralId', screen: lazy(() => import('./referrals/referral-page')) },
];
