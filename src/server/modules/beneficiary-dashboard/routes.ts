import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { loadDashboard } from './service';

const dashboardSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  stats: z.object({
    activeApplications: z.number(),
    totalPayments: z.number(),
    unreadMessages: z.number(),
    activeBusinesses: z.number(),
  }),
  recentApplications: z.array(
    z.object({
      id: z.string(),
      programId: z.string(),
      programName: z.string(),
      status: z.string(),
      completionPercentage: z.number(),
      applicationDate: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      paymentMethod: z.string(),
      paymentReference: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  unreadMessages: z.array(
    z.object({ id: z.string(), subject: z.string(), message: z.string(), createdAt: z.string() }),
  ),
  profileStatus: z.object({
    percent: z.number(),
    checklist: z.object({
      basicInfo: z.boolean(),
      contactDetails: z.boolean(),
      skills: z.boolean(),
      documentsVerified: z.boolean(),
    }),
  }),
});

export function beneficiaryDashboardRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/dashboard',
      {
        schema: {
          tags: ['beneficiary portal'],
          security: [{ session: [] }],
          summary: 'My dashboard: counts, recent applications, payments, unread messages, profile status',
          response: { 200: dashboardSchema },
        },
      },
      async (request) => loadDashboard(db, await loadCurrentUser(request), requestLanguage(request)),
    );
  };
}
