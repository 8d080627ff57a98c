import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programmeListSchema } from '@domain/programme-application';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { listProgrammesFor } from './service';

/** The programmes one can apply to: every signed-in person may read them, whatever their portal. */
export function programmesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/programmes',
      {
        schema: {
          tags: ['beneficiary portal'],
          security: [{ session: [] }],
          summary: 'The programmes one can apply to, in my language',
          response: { 200: programmeListSchema },
        },
      },
      async (request) => ({
        items: await listProgrammesFor(db, portalUser(request), requestLanguage(request)),
      }),
    );
  };
}
