import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './loggable-error';

/*
 * Nothing personal or secret in logs: query strings (tokens, search terms) and
 * token path segments are cut from URLs, credentials are never serialised, and
 * a failed statement is logged by its kind and error code, never its values.
 */
export function redactUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path
    .replace(/\/reset-password\/[^/]+/, '/reset-password/[token]')
    .replace(/\/payments\/mpesa\/[^/]+/, '/payments/mpesa/[token]')
    .replace(/\/api\/v1\/(sms|ussd)\/[^/]+/, '/api/v1/$1/[token]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: loggableError,
    },
  };
}
