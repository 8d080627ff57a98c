import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPS } from '@domain/beneficiary-profile';
import {
  candidatesPageSchema,
  inviteCandidateSchema,
  MAX_SEARCH_EXPERIENCE,
  sentInvitationSchema,
} from '@domain/job-application-status';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { inviteCandidate, searchDiscoverableCandidates } from './service';

const BASE = '/api/v1/employer/candidates';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };

/** Skills-based search over people who chose to be discoverable, and invitations to apply. */
export function employerCandidatesRoutes(db: Database): FastifyPluginAsyncZod {
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
            ...pagingQuerySchema().shape,
          }),
          response: { 200: candidatesPageSchema },
        },
      },
      async (request) => searchDiscoverableCandidates(db, portalUser(request), request.query),
    );

    app.post(
      `${BASE}/:id/invitations`,
      {
        schema: {
          ...tags,
          summary: 'Invite a candidate to apply to one of my open postings (once per posting)',
          params: idParamsSchema,
          body: inviteCandidateSchema,
          response: { 201: sentInvitationSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await inviteCandidate(db, portalUser(request), request.params.id, request.body)),
    );
  };
}
