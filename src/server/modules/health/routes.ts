import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@domain/health';
import type { DatabaseHandle } from '@server/db/client';

/** For load balancers and people: 200 when the database answers, 503 when it does not. */
export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Service and database state',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        try {
          await database.ping();
          return { status: 'ok' as const, database: { status: 'up' as const, engine: database.kind } };
        } catch (error) {
          request.log.error({ err: error }, 'database health check failed');
          return reply.status(503).send({ status: 'degraded', database: { status: 'down', engine: database.kind } });
        }
      },
    );
  };
}
