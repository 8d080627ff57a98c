import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyProfileInputSchema } from '@domain/company-profile';
import { COMPANY_VERIFICATION_STATUSES } from '@domain/jobs';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { getOwnCompany, saveOwnCompany } from './service';

export const companyProfileSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  description: z.string(),
  industry: z.string(),
  companySize: z.string(),
  website: z.string().nullable(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  locationCounty: z.string(),
  locationSubcounty: z.string(),
  registrationNumber: z.string().nullable(),
  taxPin: z.string().nullable(),
  verificationStatus: z.enum(COMPANY_VERIFICATION_STATUSES),
  verificationReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const PATH = '/api/v1/employer/company';
const tags = { tags: ['employer portal'], security: [{ session: [] }] };

/** Company Profile: one company per employer account, checked by staff before its postings reach anyone. */
export function employerCompanyRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PATH,
      {
        schema: {
          ...tags,
          summary: 'My company profile (null until completed)',
          response: { 200: z.object({ company: companyProfileSchema.nullable() }) },
        },
      },
      async (request) => ({ company: await getOwnCompany(db, await loadCurrentUser(request)) }),
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
      async (request) => saveOwnCompany(db, await loadCurrentUser(request), request.body),
    );
  };
}
