import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPS } from '@domain/beneficiary-profile';
import { inviteCandidateSchema, MAX_SEARCH_EXPERIENCE } from '@domain/job-application-status';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { inviteCandidate, searchDiscoverableCandidates } from './service';

const BASE = '/api/v1/employer/candidates';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };

const candidateSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  skills: z.array(z.string()),
  camp: z.string().nullable(),
  experienceYears: z.number(),
  invitedJobIds: z.array(z.string()),
});

/** Skills-based search over people who chose to be discoverable, and invitations to apply. */
export function employerCandidatesRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Discoverable candidates by skills (comma-separated, all required), camp and minimum years of experience',
          querystring: z.strictObject({
            skills: z.string().max(300, { error: 'validation:textTooLong' }).optional(),
            camp: z.enum(CAMPS, { error: 'validation:invalidInput' }).optional(),
            minExperience: z.coerce
              .number({ error: 'validation:hiring.minExperience' })
              .int({ error: 'validation:hiring.minExperience' })
              .min(0, { error: 'validation:hiring.minExperience' })
              .max(MAX_SEARCH_EXPERIENCE, { error: 'validation:hiring.minExperience' })
              .optional(),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: {
            200: z.object({
              items: z.array(candidateSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
            }),
          },
        },
      },
      async (request) => searchDiscoverableCandidates(db, await loadCurrentUser(request), request.query),
    );

    app.post(
      `${BASE}/:id/invitations`,
      {
        schema: {
          ...tags,
          summary: 'Invite a candidate to apply to one of my open postings (once per posting)',
          params: z.object({ id: z.string().max(100) }),
          body: inviteCandidateSchema,
          response: { 201: z.object({ id: z.string(), jobId: z.string(), status: z.string(), createdAt: z.string() }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await inviteCandidate(db, await loadCurrentUser(request), request.params.id, request.body)),
    );
  };
}
