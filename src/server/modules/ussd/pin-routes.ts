import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ussdPinInputSchema, ussdPinStatusSchema } from '@domain/ussd/pin';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { loadOwnUssdPin, removeOwnUssdPin, saveOwnUssdPin } from './pin-service';

const URL = '/api/v1/beneficiary/ussd-pin';
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** The PIN that opens the person's own records in the USSD menu (Settings). */
export function beneficiaryUssdPinRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      URL,
      {
        schema: {
          ...tags,
          summary: 'Whether I have a USSD PIN, and whether my phone number is verified',
          response: { 200: ussdPinStatusSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return loadOwnUssdPin(db, portalUser(request));
      },
    );

    app.put(
      URL,
      {
        schema: {
          ...tags,
          summary: 'Choose my 4-digit USSD PIN (a verified phone number first; not an easy one such as 1234)',
          body: ussdPinInputSchema,
        },
      },
      async (request, reply) => {
        await saveOwnUssdPin(db, portalUser(request), request.body);
        return reply.status(204).send();
      },
    );

    app.delete(URL, { schema: { ...tags, summary: 'Remove my USSD PIN' } }, async (request, reply) => {
      await removeOwnUssdPin(db, portalUser(request));
      return reply.status(204).send();
    });
  };
}
