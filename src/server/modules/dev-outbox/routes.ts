import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSchema, smsOutboxSchema } from '@domain/dev-outbox';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { isFromOperator } from './operator-only';
import { latestOutboxMail, latestOutboxSms } from './queries';

const OUTBOX_PAGE = 50;

/**
 * The development inbox: mail and text messages the app kept instead of
 * sending, so that a developer or tester can click verification and reset
 * links and read one-time codes. Registered only
 * outside production mode with a local BASE_URL (config.devInboxEnabled), and
 * answered only to the machine itself; anyone else is told it does not exist.
 */
export function devOutboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isFromOperator(request)) throw new AppError('not_found', 'errors:notFound');
    });
    app.get(
      '/api/v1/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Mail kept in the outbox (development mode, to the machine running the platform only)',
          response: { 200: outboxSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const rows = await latestOutboxMail(db, OUTBOX_PAGE);
        return {
          items: rows.map((row) => ({
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
    app.get(
      '/api/v1/dev/sms-outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Text messages kept in the SMS outbox (development mode, to the machine running the platform only)',
          response: { 200: smsOutboxSchema },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const rows = await latestOutboxSms(db, OUTBOX_PAGE);
        return {
          items: rows.map((row) => ({
            id: row.id,
            to: row.toNumber,
            body: row.body,
            parts: row.parts,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
