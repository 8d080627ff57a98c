import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsSeenSchema, staffNotificationsSchema } from '@domain/staff-notifications';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { listStaffNotifications, markStaffNotificationsSeen } from './service';

const BASE = '/api/v1/staff/notifications';
const tags = { tags: ['staff notifications'], security: [{ session: [] }] };

/** The header bell: what needs attention and whether any of it is new to this staff member. */
export function staffNotificationsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Up to 20 items needing attention, newest first, with how many arrived since the list was last opened',
          response: { 200: staffNotificationsSchema },
        },
      },
      async (request) => listStaffNotifications(db, portalUser(request)),
    );

    app.post(
      `${BASE}/seen`,
      {
        schema: {
          ...tags,
          summary: 'Marks every notification so far as seen (the unread dot goes away)',
          response: { 200: notificationsSeenSchema },
        },
      },
      async (request) => markStaffNotificationsSeen(db, portalUser(request)),
    );
  };
}
