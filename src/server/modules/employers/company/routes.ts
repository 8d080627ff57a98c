import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyProfileInputSchema, companyProfileSchema, ownCompanySchema } from '@domain/company-profile';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { getOwnCompany, saveOwnCompany } from './service';

const PATH = '/api/v1/employer/company';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };

/** Company Profile: one company per employer account, checked by staff before its postings reach anyone. */
export function employerCompanyRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PATH,
      {
        schema: {
          ...tags,
          summary: 'My company profile (null until completed)',
          response: { 200: ownCompanySchema },
        },
      },
      async (request) => ({ company: await getOwnCompany(db, portalUser(request)) }),
    );

    app.put(
      PATH,
      {
        schema: {
          ...tags,
          summary:
            'Create or update my company profile; a new, rejected or re-identified company goes to staff for verification',
          body: companyProfileInputSchema,
          response: { 200: companyProfileSchema },
        },
      },
      async (request) => saveOwnCompany(db, portalUser(request), request.body),
    );
  };
}
