import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '@domain/feedback';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { listStaffNotifications, markStaffNotificationsSeen } from './service';

const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['duplicateAlert', 'staffApproval', 'feedback', 'complaint', 'sensitiveCase']),
  at: z.string(),
  link: z.string().nullable(),
  unread: z.boolean(),
  riskScore: z.number().nullable(),
  staffName: z.string().nullable(),
  reference: z.string().nullable(),
  category: z.enum(FEEDBACK_CATEGORIES).nullable(),
});

const BASE = '/api/v1/staff/notifications';
const tags = { tags: ['staff notifications'], security: [{ session: [] }] };

/** The header bell: what needs attention and whether any of it is new to this staff member. */
export function staffNotificationsRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Up to 20 items needing attention, newest first, with how many arrived since the list was last opened',
          response: {
            200: z.object({
              items: z.array(notificationSchema),
              unread: z.number(),
              lastSeenAt: z.string().nullable(),
            }),
          },
        },
      },
      async (request) => listStaffNotifications(db, await loadCurrentUser(request)),
    );

    app.post(
      `${BASE}/seen`,
      {
        schema: {
          ...tags,
          summary: 'Marks every notification so far as seen (the unread dot goes away)',
          response: { 200: z.object({ lastSeenAt: z.string() }) },
        },
      },
      async (request) => markStaffNotificationsSeen(db, await loadCurrentUser(request)),
    );
  };
}
