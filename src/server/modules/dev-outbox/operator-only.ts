import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress, isLoopbackHost } from '@server/platform/loopback';

/** Headers a reverse proxy adds: a request relayed by one came from someone else, whatever its socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

function hostName(hostHeader: string | undefined): string | undefined {
  return hostHeader && URL.canParse(`http://${hostHeader}`) ? new URL(`http://${hostHeader}`).hostname : undefined;
}

/**
 * The outbox holds password-reset links: only the person at the machine that
 * runs the platform may read it. The socket's own peer decides, never
 * X-Forwarded-For (which anyone can write, and which TRUST_PROXY would believe);
 * a loopback Host refuses a page that rebinds its own name to 127.0.0.1.
 */
export function isFromOperator(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const host = hostName(request.headers.host);
  if (!host || !isLoopbackHost(host)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
