import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beneficiaryNotificationPageSchema } from '@domain/beneficiary-notifications';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { languageFromHeader } from '@server/platform/i18n';
import { listOwnNotifications, readAllOwnNotifications, readOwnNotification } from './service';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const BASE = '/api/v1/beneficiary/notifications';

/** What the agency told the signed-in beneficiary about their case, newest first. */
export function beneficiaryNotificationsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: "My notifications, newest first, with the unread count; texts are in the reader's language",
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: beneficiaryNotificationPageSchema },
        },
      },
      async (request) => {
        const header = request.headers['accept-language'];
        const language = header ? languageFromHeader(header) : undefined;
        return listOwnNotifications(db, portalUser(request), { ...request.query, language });
      },
    );

    app.post(
      `${BASE}/:id/read`,
      { schema: { ...tags, summary: 'Mark one of my notifications read', params: idParamsSchema } },
      async (request, reply) => {
        await readOwnNotification(db, portalUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      `${BASE}/read-all`,
      { schema: { ...tags, summary: 'Mark all my notifications read' } },
      async (request, reply) => {
        await readAllOwnNotifications(db, portalUser(request));
        return reply.status(204).send();
      },
    );
  };
}
