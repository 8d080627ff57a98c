import type { ProfileCompletion } from './profile-completion';

/** Application statuses counted as active on the dashboard (spec section 4). */
export const ACTIVE_APPLICATION_STATUSES = ['submitted', 'under_review', 'approved'] as const;
/** Business statuses counted as active. */
export const ACTIVE_BUSINESS_STATUSES = ['startup', 'operating', 'growing'] as const;
/** How many of each the dashboard fetches (spec section 9); it shows 3 and links to the rest. */
export const DASHBOARD_FETCH_LIMIT = 5;
export const DASHBOARD_SHOWN = 3;

export interface DashboardApplication {
  id: string;
  programId: string;
  programName: string;
  status: string;
  completionPercentage: number;
  applicationDate: string | null;
  createdAt: string;
}

export interface DashboardPayment {
  id: string;
  amount: number;
  paymentMethod: string;
  paymentReference: string | null;
  status: string;
  createdAt: string;
}

export interface DashboardMessage {
  id: string;
  subject: string;
  message: string;
  createdAt: string;
}

/** What GET /api/v1/beneficiary/dashboard answers. */
export interface BeneficiaryDashboard {
  firstName: string;
  lastName: string;
  stats: {
    activeApplications: number;
    /** KES received: completed payments only. */
    totalPayments: number;
    unreadMessages: number;
    activeBusinesses: number;
  };
  recentApplications: DashboardApplication[];
  payments: DashboardPayment[];
  unreadMessages: DashboardMessage[];
  profileStatus: ProfileCompletion;
}
