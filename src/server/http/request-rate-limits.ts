import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitedError } from './rate-limited';
import { cookieValue } from './request-headers';

/*
 * A camp's phones reach us through one shared address (NAT), so a limit per
 * address is a limit on the whole camp. Signed-in traffic is limited per
 * session instead, anonymous traffic per address with a generous ceiling, and
 * the health check never (a load balancer probes it all day).
 *
 * Defaults (config API_RATE_LIMIT_PER_SESSION / _PER_ADDRESS, a minute, per
 * instance): 600 per session is ten requests a second for a whole minute,
 * several times what the busiest page (the staff dashboard, about ten requests
 * at once) asks, yet one stolen or scripted session cannot flood the server.
 * 1200 per address covers anonymous requests only (sign-up, sign-in, reset,
 * the first /me of a visit): twenty a second from one camp. The finer limits on
 * signing in and up live in the database (auth/auth-rate-limits.ts).
 *
 * A session bucket is granted only for a cookie better-auth signed with our
 * secret (one HMAC, microseconds, no database): a made-up cookie would
 * otherwise give an attacker a fresh bucket per request. A real cookie costs a
 * sign-in, which is itself limited. The bucket is named by the signature, so
 * no session token is kept in the limiter's memory.
 */

export interface RequestRateLimitOptions {
  perSession: number;
  perAddress: number;
  sessionCookieName: string;
  /** The secret better-auth signs its cookies with. */
  secret: string;
}

/** The signature of a session cookie signed with our secret; undefined for a missing, invented or altered one. */
export function verifiedSessionSignature(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | undefined {
  const raw = cookieValue(cookieHeader, cookieName);
  if (!raw || raw.length > 512) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const signature = value.slice(dot + 1);
  const expected = createHmac('sha256', secret).update(value.slice(0, dot)).digest('base64');
  const given = Buffer.from(signature);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? signature : undefined;
}

/** IPv6 hands a household a /64: counting each address apart would give one phone billions of buckets. */
export function addressBucket(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** By the route's pattern when one matched, so that no spelling of a path slips past; by the raw URL otherwise. */
function isLimited(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  if (route.startsWith('/api/health')) return false;
  return route.startsWith('/api/') || request.url.startsWith('/api/');
}

const SESSION = 'session:';

export async function registerRequestRateLimits(app: FastifyInstance, options: RequestRateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    timeWindow: 60_000,
    // Buckets kept per instance; the least recently seen are dropped first (which only ever forgives).
    cache: 50_000,
    allowList: (request) => !isLimited(request),
    keyGenerator: (request) => {
      if (!isLimited(request)) return 'not-limited';
      const signature = verifiedSessionSignature(request.headers.cookie, options.sessionCookieName, options.secret);
      return signature ? `${SESSION}${signature}` : `address:${addressBucket(request.ip)}`;
    },
    max: (_request, key) => (key.startsWith(SESSION) ? options.perSession : options.perAddress),
    errorResponseBuilder: (_request, context) => rateLimitedError('requests', context.ttl / 1000),
  });
}
