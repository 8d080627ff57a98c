import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_VERIFICATION_STATUSES, JOB_APPLICATION_STATUSES } from '@domain/jobs';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { jobPostingSchema } from '../employer-postings/routes';
import { getEmployerDashboard } from './service';

const dashboardSchema = z.object({
  company: z
    .object({
      companyName: z.string(),
      verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
      verificationReason: z.string().nullable(),
    })
    .nullable(),
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

export function employerDashboardRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/employer/dashboard',
      {
        schema: {
          tags: ['employer portal'],
          security: [{ session: [] }],
          summary: 'Stat cards, the latest five postings and applications, and the company verification state',
          response: { 200: dashboardSchema },
        },
      },
      async (request) => getEmployerDashboard(db, await loadCurrentUser(request)),
    );
  };
}
