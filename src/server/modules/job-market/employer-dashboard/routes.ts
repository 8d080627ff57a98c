import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employerDashboardSchema } from '@domain/employer-dashboard';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { getEmployerDashboard } from './service';

export function employerDashboardRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/employer/dashboard',
      {
        schema: {
          tags: ['employer portal'],
          security: [{ session: [] }],
          summary: 'Stat cards, the latest five postings and applications, and the company verification state',
          response: { 200: employerDashboardSchema },
        },
      },
      async (request) => getEmployerDashboard(db, portalUser(request)),
    );
  };
}
