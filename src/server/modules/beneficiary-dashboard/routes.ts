import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beneficiaryDashboardSchema } from '@domain/beneficiary-dashboard';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { loadDashboard } from './service';

export function beneficiaryDashboardRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/dashboard',
      {
        schema: {
          tags: ['beneficiary portal'],
          security: [{ session: [] }],
          summary: 'My dashboard: counts, recent applications, payments, unread messages, profile status',
          response: { 200: beneficiaryDashboardSchema },
        },
      },
      async (request) => loadDashboard(db, portalUser(request), requestLanguage(request)),
    );
  };
}
