import {
  Briefcase,
  CreditCard,
  FileText,
  GraduationCap,
  LayoutDashboard,
  MessageSquare,
  MessagesSquare,
  Search,
  Settings,
  Store,
  User,
  type LucideIcon,
} from 'lucide-react';

export interface BeneficiaryTab {
  /** Path segment under /beneficiary; '' is the dashboard. */
  segment: string;
  /** Key under `tabs.` (menu label) and `headings.` (screen title) in beneficiary.json. */
  key: string;
  icon: LucideIcon;
  separated?: boolean;
}

/** Spec section 2 order; settings sits below a separator. */
export const BENEFICIARY_TABS: BeneficiaryTab[] = [
  { segment: '', key: 'dashboard', icon: LayoutDashboard },
  { segment: 'profile', key: 'profile', icon: User },
  { segment: 'applications', key: 'applications', icon: Briefcase },
  { segment: 'documents', key: 'documents', icon: FileText },
  { segment: 'payments', key: 'payments', icon: CreditCard },
  { segment: 'jobs', key: 'jobs', icon: Search },
  { segment: 'business', key: 'business', icon: Store },
  { segment: 'skills', key: 'skills', icon: GraduationCap },
  { segment: 'messages', key: 'messages', icon: MessageSquare },
  { segment: 'feedback', key: 'feedback', icon: MessagesSquare },
  { segment: 'settings', key: 'settings', icon: Settings, separated: true },
];
