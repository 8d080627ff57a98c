import { Briefcase, Building2, LayoutDashboard, Users, type LucideIcon } from 'lucide-react';

export interface EmployerTab {
  /** Path segment under /employer; '' is the dashboard. */
  segment: string;
  /** Key under `tabs.` (menu label) and `headings.` (screen title) in employer.json. */
  key: string;
  icon: LucideIcon;
}

export const EMPLOYER_TABS: EmployerTab[] = [
  { segment: '', key: 'dashboard', icon: LayoutDashboard },
  { segment: 'jobs', key: 'jobs', icon: Briefcase },
  { segment: 'applications', key: 'applications', icon: Users },
  { segment: 'profile', key: 'profile', icon: Building2 },
];
