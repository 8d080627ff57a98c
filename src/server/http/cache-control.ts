import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/api(\/|\?|$)/;

/**
 * API answers are about people (phone numbers, bank accounts, emergency
 * contacts) and are often read on shared phones or behind camp proxies: none
 * of them may be kept by a browser or a proxy cache. A route that knows better
 * sets its own Cache-Control, which is left alone; the web app's files are not
 * under /api and keep theirs.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
