import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_STATUSES, businessInputSchema } from '@domain/business';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { listOwnBusinesses, registerBusiness, updateBusiness } from './service';

const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.string().nullable(),
  location: z.string().nullable(),
  startDate: z.string().nullable(),
  status: z.enum(BUSINESS_STATUSES),
  employees: z.number(),
  monthlyRevenue: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const BASE = '/api/v1/beneficiary/businesses';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** My Business: the person's own businesses, registered and kept up to date by them. */
export function beneficiaryBusinessRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My businesses, newest first',
          querystring: z.strictObject({
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: {
            200: z.object({
              items: z.array(businessSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
            }),
          },
        },
      },
      async (request) =>
        listOwnBusinesses(db, await loadCurrentUser(request), request.query.page, request.query.pageSize),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Register a business (at most 10 a person)',
          body: businessInputSchema,
          response: { 201: businessSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await registerBusiness(db, await loadCurrentUser(request), request.body)),
    );

    app.put(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'Update one of my businesses (status, employees, revenue and the rest)',
          params: z.object({ id: z.string().max(100) }),
          body: businessInputSchema,
          response: { 200: businessSchema },
        },
      },
      async (request) => updateBusiness(db, await loadCurrentUser(request), request.params.id, request.body),
    );
  };
}
