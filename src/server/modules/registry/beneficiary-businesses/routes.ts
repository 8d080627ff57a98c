import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beneficiaryBusinessSchema, businessesPageSchema, businessInputSchema } from '@domain/business';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { listOwnBusinesses, registerBusiness, updateBusiness } from './service';

const BASE = '/api/v1/beneficiary/businesses';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** My Business: the person's own businesses, registered and kept up to date by them. */
export function beneficiaryBusinessRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My businesses, newest first',
          querystring: z.strictObject(pagingQuerySchema().shape),
          response: { 200: businessesPageSchema },
        },
      },
      async (request) => listOwnBusinesses(db, portalUser(request), request.query.page, request.query.pageSize),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Register a business (at most 10 a person)',
          body: businessInputSchema,
          response: { 201: beneficiaryBusinessSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await registerBusiness(db, portalUser(request), request.body)),
    );

    app.put(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'Update one of my businesses (status, employees, revenue and the rest)',
          params: idParamsSchema,
          body: businessInputSchema,
          response: { 200: beneficiaryBusinessSchema },
        },
      },
      async (request) => updateBusiness(db, portalUser(request), request.params.id, request.body),
    );
  };
}
