import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  smsCeilingInputSchema,
  smsCeilingSchema,
  smsEstimateRequestSchema,
  smsEstimateSchema,
} from '@domain/group-sms';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { estimateGroupSms } from './group-sms';
import { checkGroup } from './service';
import { setSmsCeiling, viewSmsCeiling } from './sms-ceiling';

const tags = { tags: ['staff messages'], security: [{ session: [] }] };
const BASE = '/api/v1/staff/messages';

/** Group messages by SMS: the estimate before sending and the organisation's daily ceiling. */
export function groupSmsRoutes(db: Database, pricePerPartKes: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${BASE}/sms-estimate`,
      {
        schema: {
          ...tags,
          summary:
            'How many of a group would get the message by SMS, the parts per text and the estimated cost in KES, with what is left of the daily ceiling',
          body: smsEstimateRequestSchema,
          response: { 200: smsEstimateSchema },
        },
      },
      async (request) =>
        estimateGroupSms(db, portalUser(request), request.body, pricePerPartKes, (scope, audience) =>
          checkGroup(db, scope, audience),
        ),
    );

    app.get(
      `${BASE}/sms-ceiling`,
      {
        schema: {
          ...tags,
          summary: "The own organisation's daily group SMS ceiling in KES (null: group SMS off) and today's spending",
          response: { 200: smsCeilingSchema },
        },
      },
      async (request) => viewSmsCeiling(db, portalUser(request)),
    );

    app.put(
      `${BASE}/sms-ceiling`,
      {
        schema: {
          ...tags,
          summary: "Set or remove the own organisation's daily group SMS ceiling (administrators; audited)",
          body: smsCeilingInputSchema,
          response: { 200: smsCeilingSchema },
        },
      },
      async (request) => setSmsCeiling(db, portalUser(request), request.body),
    );
  };
}
