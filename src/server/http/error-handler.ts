import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from '@server/errors';
import { answerDatabaseFailure } from './database-unavailable';
import { isMalformedMultipart } from './multipart-input';
import { localise, requestLanguage, sendProblem } from './problem';
import { toFieldIssue } from './zod-issues';

/** Fastify's own client errors, mapped to our wording. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors:malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors:malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors:payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors:unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors:badRequest',
};

/**
 * One error handler for the whole API: every failure leaves as problem+json in
 * the reader's language. Client mistakes are 4xx; only our own bugs are 500,
 * and their details stay in the log, never in the answer.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    // One message per field: the first rule a value breaks is the one worth reading.
    const fieldErrors = (issues: FieldIssue[]) =>
      issues
        .filter((issue, index) => issues.findIndex((other) => other.path === issue.path) === index)
        .map((issue) => ({ path: issue.path, message: localise(language, issue.message, issue.params) }));

    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds) reply.header('Retry-After', String(error.details.retryAfterSeconds));
      const errors = error.details.fields ? fieldErrors(error.details.fields) : undefined;
      return sendProblem(reply, {
        status: error.status,
        code: error.code,
        detail: localise(language, error.message, error.details.params),
        errors,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) =>
        toFieldIssue({
          code: v.keyword,
          message: v.message ?? '',
          path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          params: v.params as Record<string, unknown>,
        }),
      );
      const errors = fieldErrors(issues);
      return sendProblem(reply, {
        status: 400,
        code: 'validation',
        // The first field's message reads well in a single alert; all of them are in `errors`.
        detail: errors[0]?.message ?? localise(language, 'errors:validation'),
        errors,
      });
    }

    if (isMalformedMultipart(error)) {
      return sendProblem(reply, {
        status: 400,
        code: 'malformed_multipart',
        detail: localise(language, 'errors:malformedMultipart'),
      });
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return sendProblem(reply, {
        status,
        code: 'rate_limited',
        detail: localise(language, 'errors:tooManyRequests', { count: 1 }),
      });
    }
    if (status >= 400 && status < 500) {
      const key = FASTIFY_CLIENT_ERRORS[error.code] ?? (status === 404 ? 'errors:notFound' : 'errors:badRequest');
      return sendProblem(reply, { status, code: error.code ?? 'bad_request', detail: localise(language, key) });
    }

    const unavailable = answerDatabaseFailure(error, request, reply);
    if (unavailable) return unavailable;
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, { status: 500, code: 'internal', detail: localise(language, 'errors:internal') });
  });
}
