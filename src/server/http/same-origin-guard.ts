import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@server/errors';
import { cookieValue, hasBody } from './request-headers';

/*
 * Every request that changes something must come from the platform's own
 * pages (docs/decisions/0007-same-origin-requests.md). The session cookie is
 * SameSite=Lax, which still lets a page on another port or subdomain of the
 * same site send it with a form or a no-cors fetch; those arrive with another
 * Origin, Sec-Fetch-Site "same-site" or "cross-site", or a content type a
 * form can send without asking (text/plain, form-urlencoded, multipart).
 */

export interface SameOriginGuardOptions {
  /** The origins whose pages are the platform's own (config.trustedOrigins). */
  trustedOrigins: string[];
  /** Where people should open the platform: named in the refusal. */
  baseUrl: string;
  /** The cookie that carries a session: a request without browser headers may not use it. */
  sessionCookieName: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Called by another service's servers, never a page (Daraja's callbacks): no Origin to check,
     * and a secret in the route's address is what makes a caller ours.
     */
    serverToServer?: boolean;
  }
}

/** The route's pattern when one matched: a percent-encoded path cannot slip past a check on the raw URL. */
function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url;
}

/** Routes that take a file say so in their schema (`consumes`), which also documents them in OpenAPI. */
function takesFiles(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as { consumes?: string[] } | undefined;
  return schema?.consumes?.includes('multipart/form-data') ?? false;
}

function normalisedOrigin(origin: string): string | undefined {
  return origin !== 'null' && URL.canParse(origin) ? new URL(origin).origin : undefined;
}

function checkOrigin(request: FastifyRequest, options: SameOriginGuardOptions, trusted: Set<string>): void {
  const params = { baseUrl: options.baseUrl };
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const normalised = normalisedOrigin(origin);
    if (normalised && trusted.has(normalised)) return;
    // A real address the administrator may want to add; "null" is a sandboxed or privacy-sensitive context, never our page.
    throw new AppError(
      'forbidden',
      normalised ? 'errors:sameOrigin.untrustedAddress' : 'errors:sameOrigin.notFromApp',
      { params },
    );
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return;
    throw new AppError('forbidden', 'errors:sameOrigin.notFromApp', { params });
  }
  // Neither header: not a browser (every browser sends one of them on these methods), so no ambient cookie to abuse, unless it sends one.
  if (cookieValue(request.headers.cookie, options.sessionCookieName) !== undefined)
    throw new AppError('forbidden', 'errors:sameOrigin.notFromApp', { params });
}

function checkContentType(request: FastifyRequest): void {
  const contentType = request.headers['content-type'];
  if (contentType === undefined && !hasBody(request)) return;
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json') return;
  const files = takesFiles(request);
  if (files && mediaType === 'multipart/form-data') return;
  throw new AppError(
    'unsupported_media_type',
    files ? 'errors:sameOrigin.jsonOrFileOnly' : 'errors:sameOrigin.jsonOnly',
  );
}

/** Refuses, before any handler runs, a state-changing API request that did not come from the platform's own pages. */
export function registerSameOriginGuard(app: FastifyInstance, options: SameOriginGuardOptions): void {
  const trusted = new Set(options.trustedOrigins);
  // Nothing takes text: without this parser a text/plain body (what a form or no-cors fetch sends freely) has no way in.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    const path = routePath(request);
    // The callbacks' own token check answers a stranger first, with nothing but 404; Fastify's parsers still take JSON only.
    if (
      SAFE_METHODS.has(request.method) ||
      !/^\/api(\/|$)/.test(path) ||
      request.routeOptions.config?.serverToServer === true
    )
      return;
    checkOrigin(request, options, trusted);
    checkContentType(request);
  });
}
