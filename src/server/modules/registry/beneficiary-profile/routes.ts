import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beneficiaryProfileSchema, profileUpdateSchema } from '@domain/beneficiary-profile';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { idempotencyKey } from '@server/platform/idempotency';
import { loadOwnBeneficiary, toProfile, updateOwnProfile } from './service';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

export function beneficiaryProfileRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/profile',
      {
        schema: {
          ...tags,
          summary: 'My profile (created from my sign-up on first use)',
          response: { 200: beneficiaryProfileSchema },
        },
      },
      async (request) => toProfile(await loadOwnBeneficiary(db, portalUser(request))),
    );

    app.put(
      '/api/v1/beneficiary/profile',
      {
        schema: {
          ...tags,
          summary: 'Save my profile',
          body: profileUpdateSchema,
          response: { 200: beneficiaryProfileSchema },
        },
      },
      async (request) =>
        updateOwnProfile(db, portalUser(request), request.body, idempotencyKey(request.headers['idempotency-key'])),
    );
  };
}
