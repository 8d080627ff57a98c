import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offeredProgrammeListSchema } from '@domain/programmes/programme-views';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { listOfferedProgrammes } from './offered-programmes';

/** The programmes one can apply to: every signed-in person may read them, whatever their portal. */
export function programmesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/programmes',
      {
        schema: {
          tags: ['beneficiary portal'],
          security: [{ session: [] }],
          summary: 'The programmes open for applications today, in my language, with whether I may apply and why',
          response: { 200: offeredProgrammeListSchema },
        },
      },
      async (request) => ({
        items: await listOfferedProgrammes(db, portalUser(request), requestLanguage(request)),
      }),
    );
  };
}
