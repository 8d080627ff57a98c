import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companiesForReviewPageSchema,
  companiesForReviewQuerySchema,
  companyForReviewSchema,
  companyRejectionSchema,
} from '@domain/company-profile';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { decideCompany, listCompaniesForReview } from './service';

const BASE = '/api/v1/staff/companies';
const tags = { tags: ['staff employer verification'], security: [{ session: [] }] };
const params = idParamsSchema;

/** Employer verification: staff check a company before its postings reach refugees. */
export function staffCompaniesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Companies in one verification state (pending by default), longest waiting first',
          querystring: companiesForReviewQuerySchema,
          response: { 200: companiesForReviewPageSchema },
        },
      },
      async (request) => {
        const { status, page, pageSize } = request.query;
        return listCompaniesForReview(db, portalUser(request), status, page, pageSize);
      },
    );

    app.post(
      `${BASE}/:id/verify`,
      {
        schema: {
          ...tags,
          summary: 'Verify a pending company (its open postings become visible)',
          params,
          response: { 200: companyForReviewSchema },
        },
      },
      async (request) => decideCompany(db, portalUser(request), request.params.id, { verdict: 'verified' }),
    );

    app.post(
      `${BASE}/:id/reject`,
      {
        schema: {
          ...tags,
          summary: 'Reject a pending company with a reason the employer sees',
          params,
          body: companyRejectionSchema,
          response: { 200: companyForReviewSchema },
        },
      },
      async (request) =>
        decideCompany(db, portalUser(request), request.params.id, {
          verdict: 'rejected',
          reason: request.body.reason,
        }),
    );
  };
}
