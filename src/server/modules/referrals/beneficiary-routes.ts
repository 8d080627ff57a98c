import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beneficiaryReferralListSchema } from '@domain/referrals';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { listOwnReferrals } from './service';

/** A person follows where they were referred: the service, the organisation, how far it got. */
export function beneficiaryReferralRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/referrals',
      {
        schema: {
          tags: ['beneficiary portal'],
          security: [{ session: [] }],
          summary: 'My referrals to other organisations, newest first',
          response: { 200: beneficiaryReferralListSchema },
        },
      },
      async (request) => listOwnReferrals(db, portalUser(request)),
    );
  };
}
