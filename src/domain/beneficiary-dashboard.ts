import * as z from 'zod/mini';
import { profileCompletionSchema } from './profile-completion';

/** Application statuses counted as active on the dashboard (spec section 4). */
export const ACTIVE_APPLICATION_STATUSES = ['submitted', 'under_review', 'approved'] as const;
/** Business statuses counted as active. */
export const ACTIVE_BUSINESS_STATUSES = ['startup', 'operating', 'growing'] as const;
/** How many of each the dashboard fetches (spec section 9); it shows 3 and links to the rest. */
export const DASHBOARD_FETCH_LIMIT = 5;
export const DASHBOARD_SHOWN = 3;

const dashboardApplicationSchema = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  status: z.string(),
  completionPercentage: z.number(),
  applicationDate: z.nullable(z.string()),
  createdAt: z.string(),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

const dashboardPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  paymentReference: z.nullable(z.string()),
  status: z.string(),
  createdAt: z.string(),
});
export type DashboardPayment = z.infer<typeof dashboardPaymentSchema>;

const dashboardMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type DashboardMessage = z.infer<typeof dashboardMessageSchema>;

/** What GET /api/v1/beneficiary/dashboard answers. */
export const beneficiaryDashboardSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  stats: z.object({
    activeApplications: z.number(),
    /** KES received: completed payments only. */
    totalPayments: z.number(),
    unreadMessages: z.number(),
    activeBusinesses: z.number(),
  }),
  recentApplications: z.array(dashboardApplicationSchema),
  payments: z.array(dashboardPaymentSchema),
  unreadMessages: z.array(dashboardMessageSchema),
  profileStatus: profileCompletionSchema,
});
export type BeneficiaryDashboard = z.infer<typeof beneficiaryDashboardSchema>;
