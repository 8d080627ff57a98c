import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ussdSimulatorInputSchema, ussdSimulatorReplySchema } from '@domain/ussd/pin';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import type { AfricasTalkingConfig } from '@server/sms-config';
import { answerUssd } from './answer';

const paramsSchema = z.object({ token: z.string().max(200) });

/** Africa's Talking also posts serviceCode and networkCode; the menu does not depend on them. */
const gatewayBodySchema = z.looseObject({
  sessionId: z.string().min(1).max(200),
  phoneNumber: z.string().min(1).max(40),
  text: z.string().max(1000).default(''),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The USSD callback of Africa's Talking. Like its SMS callbacks, it is proved
 * by the secret token in the address (the same one): a wrong token is a 404
 * before the body is read. The answer is the screen as plain text.
 */
export function ussdCallbackRoutes(
  db: Database,
  gateway: Pick<AfricasTalkingConfig, 'callbackToken'>,
): FastifyPluginAsyncZod {
  const expected = digest(gateway.callbackToken);
  return async (app) => {
    // The gateway posts a form, not JSON; this parser is for this route only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post(
      '/api/v1/ussd/:token/session',
      {
        schema: {
          tags: ['ussd'],
          summary: "USSD menu step (Africa's Talking): answers CON or END and the screen, as text/plain",
          params: paramsSchema,
          body: gatewayBodySchema,
          response: { 200: z.string() },
        },
        // Each step of each caller is one request: as generous as the SMS callbacks.
        config: { rateLimit: { max: 3000, timeWindow: '1 minute' }, serverToServer: true },
        onRequest: async (request: FastifyRequest) => {
          const token = String((request.params as { token?: unknown }).token ?? '');
          // Equal-length digests, compared in constant time: the answer's timing says nothing about the token.
          if (!timingSafeEqual(digest(token), expected)) throw new AppError('not_found', 'errors:notFound');
        },
      },
      async (request, reply) => {
        const answer = await answerUssd(db, request.body, request.log);
        return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(answer);
      },
    );
  };
}

/**
 * The development simulator's step: the same answer as the gateway's, as JSON.
 * Registered where the development outbox is, and answered to the machine
 * running the platform only (the same guard); anyone else is told it does not exist.
 */
export function ussdSimulatorRoutes(
  db: Database,
  isFromOperator: (request: FastifyRequest) => boolean,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isFromOperator(request)) throw new AppError('not_found', 'errors:notFound');
    });
    app.post(
      '/api/v1/dev/ussd',
      {
        schema: {
          tags: ['development'],
          summary: 'One step of the USSD menu, as the gateway would get it (development mode, this machine only)',
          body: ussdSimulatorInputSchema,
          response: { 200: ussdSimulatorReplySchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { reply: await answerUssd(db, request.body, request.log) };
      },
    );
  };
}
