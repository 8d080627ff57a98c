import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuerySchema } from '@domain/paging';
import { personTextMessagesSchema } from '@domain/sms-history';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { viewPersonTextMessages } from './staff-history';

const tags = { tags: ['staff console'], security: [{ session: [] }] };

/** The text messages sent to one person, for their page in the staff console. */
export function staffTextMessagesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/beneficiaries/:beneficiaryId/text-messages',
      {
        schema: {
          ...tags,
          summary: "One person's text messages: what each told of, its status, parts and cost (audited)",
          params: z.object({ beneficiaryId: z.string().max(100) }),
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: personTextMessagesSchema },
        },
      },
      async (request) => viewPersonTextMessages(db, portalUser(request), request.params.beneficiaryId, request.query),
    );
  };
}
