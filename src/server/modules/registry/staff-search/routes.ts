import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleSearchQuerySchema, consoleSearchResultsSchema } from '@domain/registry-search';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { searchStaffConsole } from './service';

/** The header search: people and projects as the staff member types. */
export function staffSearchRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/search',
      {
        schema: {
          tags: ['staff search'],
          security: [{ session: [] }],
          summary:
            'Up to 5 beneficiaries (ProGres ID prefix, phone in any format, fuzzy name) and 5 projects (code or name)',
          querystring: consoleSearchQuerySchema,
          response: { 200: consoleSearchResultsSchema },
        },
      },
      async (request) => searchStaffConsole(db, portalUser(request), request.query.q),
    );
  };
}
