import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@server/errors';
import { localise, requestLanguage, sendProblem } from '@server/http/problem';
import { rateLimitedError } from '@server/http/rate-limited';
import { addressBucket } from '@server/http/request-rate-limits';
import { toFieldIssue } from '@server/http/zod-issues';
import type { RateLimiter } from '@server/platform/rate-limiter';
import type { Auth } from './auth';
import { authErrorMessageKey } from './auth-errors';
import type { AuthRateLimit } from './auth-rate-limits';
import { findAuthEndpoint, type AuthEndpoint } from './auth-endpoints';
import { claimSignInAttempt } from './sign-in-attempts';

interface AuthRouteDeps {
  auth: Auth;
  baseUrl: string;
  rateLimiter: RateLimiter;
  rateLimits: Record<string, AuthRateLimit>;
}

function validate(schema: AuthEndpoint['body'], input: unknown): Record<string, unknown> {
  if (!schema) return {};
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data as Record<string, unknown>;
  const fields = result.error.issues.map((issue) =>
    toFieldIssue({ code: issue.code, message: issue.message, path: issue.path.join('.'), params: { ...issue } }),
  );
  throw new AppError('validation', fields[0]?.message ?? 'errors:validation', { fields, params: fields[0]?.params });
}

function validateBody(endpoint: AuthEndpoint, body: unknown): Record<string, unknown> {
  // The spec's own message for a sign-in without both credentials.
  if (endpoint.path.test('/sign-in/email')) {
    const fields = (body ?? {}) as Record<string, unknown>;
    if (!fields.email || !fields.password) throw new AppError('validation', 'validation:credentialsRequired');
  }
  return validate(endpoint.body, body);
}

const normalisedEmail = (email: string) => email.trim().toLowerCase();

async function enforceRateLimit(
  deps: AuthRouteDeps,
  endpoint: string,
  request: FastifyRequest,
  body: Record<string, unknown>,
) {
  const limit = deps.rateLimits[endpoint];
  if (!limit) return;
  const checks = [deps.rateLimiter.hit(`auth${endpoint}:ip`, addressBucket(request.ip), limit.perIp)];
  if (typeof body.email === 'string')
    checks.push(deps.rateLimiter.hit(`auth${endpoint}:account`, normalisedEmail(body.email), limit.perAccount));
  if (typeof body.token === 'string')
    checks.push(deps.rateLimiter.hit(`auth${endpoint}:token`, body.token, limit.perAccount));
  const denied = (await Promise.all(checks)).find((decision) => !decision.allowed);
  if (denied) throw rateLimitedError('attempts', denied.retryAfterSeconds);
}

const SIGN_IN = '/sign-in/email';

/** Sign-in is limited by its outcome (sign-in-attempts.ts), so its limits are settled after better-auth answers. */
async function callAuth(
  deps: AuthRouteDeps,
  request: FastifyRequest,
  path: string,
  body: Record<string, unknown> | undefined,
) {
  const fetchRequest = toFetchRequest(request, deps.baseUrl, body);
  if (path !== SIGN_IN || typeof body?.email !== 'string') return deps.auth.handler(fetchRequest);
  const limit = deps.rateLimits[SIGN_IN];
  if (!limit) return deps.auth.handler(fetchRequest);
  const settle = await claimSignInAttempt(
    deps.rateLimiter,
    limit,
    addressBucket(request.ip),
    normalisedEmail(body.email),
  );
  let status: number | undefined;
  try {
    const response = await deps.auth.handler(fetchRequest);
    status = response.status;
    return response;
  } finally {
    await settle(status);
  }
}

function toFetchRequest(request: FastifyRequest, baseUrl: string, body: Record<string, unknown> | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * better-auth also returns the session token in the JSON body; the browser
 * already has it in an httpOnly cookie, and script must never see it.
 */
function withoutSessionToken(text: string): string | null {
  if (!text) return null;
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'token' in body) {
      const { token: _token, ...rest } = body as Record<string, unknown>;
      return JSON.stringify(rest);
    }
  } catch {
    // Not JSON (a redirect or an empty answer): pass it on untouched.
  }
  return text;
}

async function relayResponse(
  response: Response,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  baseUrl: string,
) {
  const text = await response.text();
  if (response.status >= 400) {
    const error = (text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) ?? {}) : {}) as {
      code?: string;
      message?: string;
    };
    const language = requestLanguage(request);
    return sendProblem(reply, {
      status: response.status,
      code: error.code ?? 'auth_error',
      // A refused origin names the address to open instead.
      detail: localise(language, authErrorMessageKey(error.code, path), { baseUrl }),
    });
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(withoutSessionToken(text));
}

/** Mounts better-auth under /api/auth/* behind our validation, rate limits and error format. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = new URL(request.url, deps.baseUrl).pathname.replace(/^\/api\/auth/, '');
      const endpoint = findAuthEndpoint(request.method, path);
      if (!endpoint) throw new AppError('not_found', 'errors:notFound');
      let body: Record<string, unknown> | undefined;
      if (request.method === 'POST') {
        body = validateBody(endpoint, request.body);
        if (path !== SIGN_IN) await enforceRateLimit(deps, path, request, body);
      } else {
        validate(endpoint.query, request.query);
      }
      const response = await callAuth(deps, request, path, body);
      return relayResponse(response, request, reply, path, deps.baseUrl);
    },
  });
}
