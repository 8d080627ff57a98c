import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_STATUSES } from '@domain/projects';
import { REGISTRY_STATUSES } from '@domain/registry';
import { SEARCH_TEXT_MAX } from '@domain/registry-search';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { searchStaffConsole } from './service';

/** The shortest text worth searching: one letter matches half the registry. */
export const SEARCH_TEXT_MIN = 2;

const resultsSchema = z.object({
  beneficiaries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      progresId: z.string().nullable(),
      location: z.string().nullable(),
      status: z.enum(REGISTRY_STATUSES),
    }),
  ),
  projects: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      partner: z.string(),
      status: z.enum(PROJECT_STATUSES),
    }),
  ),
});

/** The header search: people and projects as the staff member types. */
export function staffSearchRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/staff/search',
      {
        schema: {
          tags: ['staff search'],
          security: [{ session: [] }],
          summary:
            'Up to 5 beneficiaries (ProGres ID prefix, phone in any format, fuzzy name) and 5 projects (code or name)',
          querystring: z.strictObject({
            q: z
              .string({ error: 'validation:staffSearch.tooShort' })
              .trim()
              .min(SEARCH_TEXT_MIN, { error: 'validation:staffSearch.tooShort' })
              .max(SEARCH_TEXT_MAX, { error: 'validation:staffSearch.tooLong' }),
          }),
          response: { 200: resultsSchema },
        },
      },
      async (request) => searchStaffConsole(db, await loadCurrentUser(request), request.query.q),
    );
  };
}
