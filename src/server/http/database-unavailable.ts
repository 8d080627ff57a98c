import type { FastifyReply, FastifyRequest } from 'fastify';
import { localise, requestLanguage, sendProblem } from './problem';

/**
 * PostgreSQL's and the network's ways of saying the connection is gone: the
 * server was shut down or restarted (57P01-57P03), the connection broke or was
 * never made (class 08), or the socket was cut.
 */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
]);

/** node-postgres reports a lost connection by message alone. */
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/** A statement cancelled by the statement timeout. */
const STATEMENT_TIMEOUT_CODE = '57014';

/** Seconds a client should wait: long enough for the pool to reconnect or a restart to finish. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export type DatabaseFailure = 'unavailable' | 'timeout';

/** drizzle wraps the driver's error (`cause`); the code lives on the innermost one. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a failure is the database being out of reach or too slow, rather than a bug of ours. */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (const cause of causes(error)) {
    if (cause.code === STATEMENT_TIMEOUT_CODE) return 'timeout';
    if (typeof cause.code === 'string' && CONNECTION_LOST_CODES.has(cause.code)) return 'unavailable';
    if (
      typeof cause.message === 'string' &&
      CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(cause.message as string))
    )
      return 'unavailable';
  }
  return undefined;
}

/**
 * Answers 503 with a retry hint when the request failed because the database
 * went away or was too slow: nothing the person did was wrong, and trying again
 * shortly will work. Answers undefined for any other error.
 */
export function answerDatabaseFailure(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const failure = databaseFailure(error);
  if (!failure) return undefined;
  // The code says which failure it was; the statement and its values stay out of the log.
  const code = [...causes(error)].map((cause) => cause.code).find((value) => typeof value === 'string');
  request.log.warn({ failure, code }, 'database unavailable for this request');
  reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return sendProblem(reply, {
    status: 503,
    code: failure === 'timeout' ? 'database_timeout' : 'database_unavailable',
    detail: localise(
      requestLanguage(request),
      failure === 'timeout' ? 'errors:databaseTimeout' : 'errors:databaseUnavailable',
    ),
  });
}
