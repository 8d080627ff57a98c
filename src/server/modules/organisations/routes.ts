import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  organisationCreateSchema,
  organisationDetailsSchema,
  organisationListSchema,
} from '@domain/organisation-admin';
import { organisationSchema } from '@domain/organisations';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { createOrganisation, editOrganisation, organisationList } from './service';

const BASE = '/api/v1/staff/organisations';
const tags = { tags: ['organisations'], security: [{ session: [] }] };
const params = z.strictObject({ code: z.string().min(1).max(20) });

/** The agencies sharing the platform: read by every staff member, kept by the lead agency's administrators. */
export function staffOrganisationsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'The organisations, lead agency first (names, colours and contacts for badges and pickers)',
          response: { 200: organisationListSchema },
        },
      },
      async (request) => ({ items: await organisationList(db, portalUser(request)) }),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Add a partner organisation (lead agency administrators; audited)',
          body: organisationCreateSchema,
          response: { 201: organisationSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createOrganisation(db, portalUser(request), request.body)),
    );

    app.patch(
      `${BASE}/:code`,
      {
        schema: {
          ...tags,
          summary: "Change an organisation's name, colour, contact or data-sharing agreement date (audited)",
          params,
          body: organisationDetailsSchema,
          response: { 200: organisationSchema },
        },
      },
      async (request) => editOrganisation(db, portalUser(request), request.params.code, request.body),
    );
  };
}
