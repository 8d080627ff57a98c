import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@domain/audit-log';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { browseAuditLog } from './service';

/** The audit log (Kenya Data Protection Act): who did what to which record, for admins. */
export function staffAuditLogRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/audit-log',
      {
        schema: {
          tags: ['staff audit log'],
          security: [{ session: [] }],
          summary: 'Audit entries newest first, filtered by actor, action (prefix), target and days (admins only)',
          querystring: auditLogQuerySchema,
          response: { 200: auditLogPageSchema },
        },
      },
      async (request) => browseAuditLog(db, portalUser(request), request.query),
    );
  };
}
