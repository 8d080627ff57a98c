import * as z from 'zod/mini';
import { jobPostingSchema } from './job-posting';
import { COMPANY_VERIFICATION_STATUSES, JOB_APPLICATION_STATUSES } from './jobs';

/** The employer's dashboard: stat cards, the latest postings and applications, the company's verification. */
export const employerDashboardSchema = z.object({
  /** null until the company profile is completed. */
  company: z.nullable(
    z.object({
      companyName: z.string(),
      verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
      verificationReason: z.nullable(z.string()),
    }),
  ),
  stats: z.object({
    activeJobs: z.number(),
    totalApplications: z.number(),
    profileViews: z.number(),
    jobsFilled: z.number(),
  }),
  recentJobs: z.array(jobPostingSchema),
  recentApplications: z.array(
    z.object({
      id: z.string(),
      applicantName: z.string(),
      jobTitle: z.string(),
      status: z.enum(JOB_APPLICATION_STATUSES),
      appliedAt: z.string(),
    }),
  ),
});
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>;
