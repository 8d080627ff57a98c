import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPS } from '@domain/beneficiary-profile';
import { PROJECT_TYPES } from '@domain/projects';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '@domain/staff-dashboard';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { staffDashboard } from './service';

const delta = z.object({ value: z.number(), delta: z.number() });

const dashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  periodStart: z.string(),
  stats: z.object({
    totalBeneficiaries: delta,
    activeProjects: delta,
    totalBudget: z.object({ value: z.number(), spent: z.number(), percentUtilised: z.number() }),
    programCompletions: delta,
  }),
  alerts: z.object({ pendingDuplicates: z.number() }),
  registrySync: z.object({
    lastSyncAt: z.string().nullable(),
    pendingUpdates: z.number().nullable(),
    pendingImportId: z.string().nullable(),
  }),
  geography: z.array(z.object({ camp: z.enum(CAMPS).nullable(), count: z.number(), percent: z.number() })),
  performance: z.object({
    participating: z.number(),
    completed: z.number(),
    withdrawn: z.number(),
    completionRate: z.number(),
    attendanceTaken: z.number(),
    attendancePresent: z.number(),
    attendanceRate: z.number(),
    enrolledByType: z.array(z.object({ type: z.enum(PROJECT_TYPES), count: z.number() })),
  }),
  partners: z.array(z.object({ partner: z.string(), projects: z.number(), activeProjects: z.number() })),
  audiences: z.object({ portalBeneficiaries: z.number(), activeStaff: z.number(), verifiedEmployers: z.number() }),
});

/** The staff landing page's figures. */
export function staffDashboardRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/dashboard',
      {
        schema: {
          tags: ['staff dashboard'],
          security: [{ session: [] }],
          summary: 'Registry, project and programme figures, with what changed in the period (7d, 30d, 90d or 12m)',
          querystring: z.strictObject({
            period: z
              .enum(DASHBOARD_PERIODS, { error: 'validation:staffDashboard.period' })
              .default(DEFAULT_DASHBOARD_PERIOD),
          }),
          response: { 200: dashboardSchema },
        },
      },
      async (request) => staffDashboard(db, await loadCurrentUser(request), request.query.period),
    );
  };
}
