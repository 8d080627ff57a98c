import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MpesaConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { parseB2cResult, parseQueueTimeout, parseStatusResult } from '../providers/mpesa/daraja-callbacks';
import { applyMpesaResult, recordMpesaTimeout, recordUnsettledStatus } from './apply-callback';

/** What Daraja expects back from a callback listener. */
const acknowledgementSchema = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });
const ACCEPTED = { ResultCode: 0 as const, ResultDesc: 'Accepted' };

const paramsSchema = z.object({ token: z.string().max(200) });
const bodySchema = z.record(z.string(), z.unknown());

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Daraja's callbacks (B2C result, queue timeout, status query result). Daraja
 * signs nothing and sends no session: the secret token in the address is what
 * tells its posts from anyone else's. A wrong token is a 404, as for any
 * unknown address; nothing about any payment is ever answered.
 */
export function mpesaCallbackRoutes(db: Database, mpesa: Pick<MpesaConfig, 'callbackToken'>): FastifyPluginAsyncZod {
  const expected = digest(mpesa.callbackToken);
  // Equal-length digests, compared in constant time: the answer's timing says nothing about the token.
  const requireToken = (token: string) => {
    if (!timingSafeEqual(digest(token), expected)) throw new AppError('not_found', 'errors:notFound');
  };
  const options = (summary: string) => ({
    schema: {
      tags: ['payments'],
      summary,
      params: paramsSchema,
      body: bodySchema,
      response: { 200: acknowledgementSchema },
    },
    // Daraja posts a batch's results from a few addresses, as fast as M-Pesa pays: more than a person's ceiling.
    // Called by Safaricom's servers, not a page: the secret token in the address is what makes it ours (http/same-origin-guard.ts).
    config: { rateLimit: { max: 3000, timeWindow: '1 minute' }, serverToServer: true },
    // Before the body is even validated: a stranger learns nothing but 404.
    onRequest: async (request: { params: unknown }) =>
      requireToken(String((request.params as { token?: unknown }).token ?? '')),
  });
  const malformed = () => new AppError('bad_request', 'errors:badRequest');

  return async (app) => {
    app.post(
      '/api/v1/payments/mpesa/:token/result',
      options('M-Pesa B2C result callback (Daraja)'),
      async (request) => {
        const result = parseB2cResult(request.body);
        if (!result) throw malformed();
        await applyMpesaResult(db, result, 'provider_callback', request.log);
        return ACCEPTED;
      },
    );

    app.post(
      '/api/v1/payments/mpesa/:token/timeout',
      options('M-Pesa queue timeout callback (Daraja)'),
      async (request) => {
        const key = parseQueueTimeout(request.body);
        if (!key) throw malformed();
        await recordMpesaTimeout(db, key, request.log);
        return ACCEPTED;
      },
    );

    app.post(
      '/api/v1/payments/mpesa/:token/status-result',
      options('M-Pesa transaction status result callback (Daraja)'),
      async (request) => {
        const answer = parseStatusResult(request.body);
        if (!answer) throw malformed();
        if (answer.kind === 'settled') await applyMpesaResult(db, answer, 'status_query', request.log);
        else await recordUnsettledStatus(db, answer, request.log);
        return ACCEPTED;
      },
    );
  };
}
