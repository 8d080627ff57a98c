import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuerySchema } from '@domain/paging';
import { beneficiaryPaymentPageSchema, PAYMENT_STATUSES } from '@domain/payments';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { listOwnPayments } from './service';

export function beneficiaryPaymentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/payments',
      {
        schema: {
          tags: ['beneficiary portal'],
          security: [{ session: [] }],
          summary: 'My payment history, newest first, with totals received and on the way',
          querystring: z.strictObject({
            status: z.enum(['all', ...PAYMENT_STATUSES]).default('all'),
            ...pagingQuerySchema().shape,
          }),
          response: { 200: beneficiaryPaymentPageSchema },
        },
      },
      async (request) => listOwnPayments(db, portalUser(request), request.query),
    );
  };
}
