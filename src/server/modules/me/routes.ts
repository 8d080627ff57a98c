import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '@domain/me';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { findPreferredLanguage } from './queries';

/**
 * Who is signed in. Not signed in is an ordinary answer (user: null), not an
 * error. preferredLanguage is the language a beneficiary saved in Settings, so
 * that a phone they sign in on for the first time speaks it straight away.
 */
export function meRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/me',
      {
        schema: {
          tags: ['session'],
          summary: 'The signed-in person, or null',
          response: { 200: meResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const user = await loadCurrentUser(request);
        const preferredLanguage = user?.userType === 'beneficiary' ? await findPreferredLanguage(db, user.id) : null;
        return { user, preferredLanguage };
      },
    );
  };
}
