import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyRejectionSchema } from '@domain/company-profile';
import { COMPANY_VERIFICATION_STATUSES } from '@domain/jobs';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { decideCompany, listCompaniesForReview } from './service';

const companySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  industry: z.string(),
  registrationNumber: z.string().nullable(),
  taxPin: z.string().nullable(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  locationCounty: z.string(),
  verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
  verificationReason: z.string().nullable(),
  submittedAt: z.string(),
});

const BASE = '/api/v1/staff/companies';
const tags = { tags: ['staff employer verification'], security: [{ session: [] }] };
const params = z.object({ id: z.string().max(100) });

/** Employer verification: staff check a company before its postings reach refugees. */
export function staffCompaniesRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Companies in one verification state (pending by default), longest waiting first',
          querystring: z.strictObject({
            status: z.enum(COMPANY_VERIFICATION_STATUSES).default('pending'),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: {
            200: z.object({ items: z.array(companySchema), page: z.number(), pageSize: z.number(), total: z.number() }),
          },
        },
      },
      async (request) => {
        const { status, page, pageSize } = request.query;
        return listCompaniesForReview(db, await loadCurrentUser(request), status, page, pageSize);
      },
    );

    app.post(
      `${BASE}/:id/verify`,
      {
        schema: {
          ...tags,
          summary: 'Verify a pending company (its open postings become visible)',
          params,
          response: { 200: companySchema },
        },
      },
      async (request) => decideCompany(db, await loadCurrentUser(request), request.params.id, { verdict: 'verified' }),
    );

    app.post(
      `${BASE}/:id/reject`,
      {
        schema: {
          ...tags,
          summary: 'Reject a pending company with a reason the employer sees',
          params,
          body: companyRejectionSchema,
          response: { 200: companySchema },
        },
      },
      async (request) =>
        decideCompany(db, await loadCurrentUser(request), request.params.id, {
          verdict: 'rejected',
          reason: request.body.reason,
        }),
    );
  };
}
