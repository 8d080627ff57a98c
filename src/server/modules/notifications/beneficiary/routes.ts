import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BENEFICIARY_NOTIFICATION_KINDS } from '@domain/beneficiary-notifications';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { languageFromHeader } from '@server/platform/i18n';
import { listOwnNotifications, readAllOwnNotifications, readOwnNotification } from './service';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const BASE = '/api/v1/beneficiary/notifications';

const notificationPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(BENEFICIARY_NOTIFICATION_KINDS),
      params: z.record(z.string(), z.string()),
      tab: z.string(),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  unread: z.number(),
});

/** What the agency told the signed-in beneficiary about their case, newest first. */
export function beneficiaryNotificationsRoutes(
  db: Database,
  loadCurrentUser: CurrentUserLoader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: "My notifications, newest first, with the unread count; texts are in the reader's language",
          querystring: z.strictObject({
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: { 200: notificationPageSchema },
        },
      },
      async (request) => {
        const header = request.headers['accept-language'];
        const language = header ? languageFromHeader(header) : undefined;
        return listOwnNotifications(db, await loadCurrentUser(request), { ...request.query, language });
      },
    );

    app.post(
      `${BASE}/:id/read`,
      { schema: { ...tags, summary: 'Mark one of my notifications read', params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        await readOwnNotification(db, await loadCurrentUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      `${BASE}/read-all`,
      { schema: { ...tags, summary: 'Mark all my notifications read' } },
      async (request, reply) => {
        await readAllOwnNotifications(db, await loadCurrentUser(request));
        return reply.status(204).send();
      },
    );
  };
}
