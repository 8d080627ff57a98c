import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import type { AfricasTalkingConfig } from '@server/sms-config';
import { applyDeliveryReport, applyIncomingReply } from './callbacks';

const paramsSchema = z.object({ token: z.string().max(200) });

/** Africa's Talking posts more fields than these (network code, retry count, date...): they are not read. */
const deliveryBodySchema = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.string().min(1).max(60),
  failureReason: z.string().max(200).optional(),
});

const incomingBodySchema = z.looseObject({
  from: z.string().min(1).max(40),
  text: z.string().max(1000).default(''),
});

const acknowledgementSchema = z.object({ received: z.literal(true) });
const RECEIVED = { received: true as const };

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Africa's Talking's callbacks: delivery reports and replies to our sender.
 * The gateway signs nothing and has no session: the secret token in the
 * address is what makes a post its own. A wrong token is a 404, as for any
 * unknown address, before the body is even read.
 */
export function smsCallbackRoutes(
  db: Database,
  sms: Pick<AfricasTalkingConfig, 'callbackToken'>,
): FastifyPluginAsyncZod {
  const expected = digest(sms.callbackToken);
  const requireToken = (token: string) => {
    // Equal-length digests, compared in constant time: the answer's timing says nothing about the token.
    if (!timingSafeEqual(digest(token), expected)) throw new AppError('not_found', 'errors:notFound');
  };
  const config = { rateLimit: { max: 3000, timeWindow: '1 minute' }, serverToServer: true };
  const onRequest = async (request: { params: unknown }) =>
    requireToken(String((request.params as { token?: unknown }).token ?? ''));

  return async (app) => {
    // The gateway posts its callbacks as a form, not JSON; this parser is for these routes only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post(
      '/api/v1/sms/:token/delivery',
      {
        schema: {
          tags: ['sms'],
          summary: "SMS delivery report callback (Africa's Talking)",
          params: paramsSchema,
          body: deliveryBodySchema,
          response: { 200: acknowledgementSchema },
        },
        config,
        onRequest,
      },
      async (request) => {
        const { id, status, failureReason } = request.body;
        await applyDeliveryReport(db, { providerMessageId: id, status, failureReason });
        return RECEIVED;
      },
    );

    app.post(
      '/api/v1/sms/:token/incoming',
      {
        schema: {
          tags: ['sms'],
          summary: "Incoming SMS callback (Africa's Talking): STOP and START",
          params: paramsSchema,
          body: incomingBodySchema,
          response: { 200: acknowledgementSchema },
        },
        config,
        onRequest,
      },
      async (request) => {
        await applyIncomingReply(db, { from: request.body.from, text: request.body.text });
        return RECEIVED;
      },
    );
  };
}
