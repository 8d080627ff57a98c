import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDashboardQuerySchema, staffDashboardSchema } from '@domain/staff-dashboard';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { staffDashboard } from './service';

/** The staff landing page's figures. */
export function staffDashboardRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/dashboard',
      {
        schema: {
          tags: ['staff dashboard'],
          security: [{ session: [] }],
          summary: 'Registry, project and programme figures, with what changed in the period (7d, 30d, 90d or 12m)',
          querystring: staffDashboardQuerySchema,
          response: { 200: staffDashboardSchema },
        },
      },
      async (request) => staffDashboard(db, portalUser(request), request.query.period),
    );
  };
}
