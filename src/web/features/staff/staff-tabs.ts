import {
  AlertTriangle,
  BarChart3,
  FolderKanban,
  Layers,
  LayoutDashboard,
  Settings,
  Upload,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface StaffTab {
  /** Path segment under /staff; '' is the dashboard. */
  segment: string;
  /** Key under `tabs.` (menu label) and `headings.` (screen title) in staff.json. */
  key: string;
  icon: LucideIcon;
}

/** The six tabs of spec section 2, in order, with Programmes (designed by the agency) after Projects. */
export const STAFF_TABS: StaffTab[] = [
  { segment: '', key: 'dashboard', icon: LayoutDashboard },
  { segment: 'beneficiaries', key: 'beneficiaries', icon: Users },
  { segment: 'projects', key: 'projects', icon: FolderKanban },
  { segment: 'programmes', key: 'programmes', icon: Layers },
  { segment: 'bulk-upload', key: 'bulkUpload', icon: Upload },
  { segment: 'duplicates', key: 'duplicates', icon: AlertTriangle },
  { segment: 'reports', key: 'reports', icon: BarChart3 },
];

/** The Settings button opens the Team page (staff accounts and admin rights). */
export const SETTINGS_TAB: StaffTab = { segment: 'team', key: 'settings', icon: Settings };

export function staffPath(segment: string): string {
  return segment ? `/staff/${segment}` : '/staff';
}
