import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneCodeConfirmSchema, phoneCodeSentSchema, phoneVerificationStatusSchema } from '@domain/phone-verification';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { confirmOwnPhoneCode, loadOwnPhoneStatus, sendOwnPhoneCode } from './service';

const BASE = '/api/v1/beneficiary/phone-verification';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** Proving the phone number by a one-time code, before anything is texted to it. */
export function phoneVerificationRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'My phone number and whether it is verified',
          response: { 200: phoneVerificationStatusSchema },
        },
      },
      async (request) => loadOwnPhoneStatus(db, portalUser(request)),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Text a one-time code to my phone number (a few an hour at most)',
          response: { 201: phoneCodeSentSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await sendOwnPhoneCode(db, portalUser(request))),
    );

    app.post(
      `${BASE}/confirm`,
      {
        schema: {
          ...tags,
          summary: 'Verify my phone number with the code it received',
          body: phoneCodeConfirmSchema,
          response: { 200: phoneVerificationStatusSchema },
        },
      },
      async (request) => confirmOwnPhoneCode(db, portalUser(request), request.body.code),
    );
  };
}
