import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '@domain/payments';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { listOwnPayments } from './service';

const paymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  paymentReference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  failureReason: z.string().nullable(),
  projectName: z.string().nullable(),
  createdAt: z.string(),
});

export function beneficiaryPaymentRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
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
            page: z.coerce.number().int().min(1).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(10),
          }),
          response: {
            200: z.object({
              items: z.array(paymentSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
              totals: z.object({ received: z.number(), onTheWay: z.number() }),
            }),
          },
        },
      },
      async (request) => listOwnPayments(db, await loadCurrentUser(request), request.query),
    );
  };
}
