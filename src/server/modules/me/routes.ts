import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_STATUSES, USER_TYPES } from '../../../domain/user-types';
import type { CurrentUserLoader } from '../../auth/current-user';

const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  userType: z.enum(USER_TYPES),
  staff: z.object({ status: z.enum(STAFF_STATUSES), isAdmin: z.boolean(), site: z.string().nullable() }).nullable(),
});

/** Who is signed in. Not signed in is an ordinary answer (user: null), not an error. */
export function meRoutes(loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/me',
      {
        schema: {
          tags: ['session'],
          summary: 'The signed-in person, or null',
          response: { 200: z.object({ user: currentUserSchema.nullable() }) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { user: await loadCurrentUser(request) };
      },
    );
  };
}
