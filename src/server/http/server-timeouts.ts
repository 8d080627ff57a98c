import type { ServerOptions } from 'node:http';
import type { HttpTimeouts } from '@server/config';

/*
 * How long a connection may hold the server. A slow client is cut by rules on
 * its rate, never by a short total time: a 50 MB import at 1 MB/s takes 50 s,
 * and a 10 MB document on a 3G line (~100 KB/s) takes 100 s, so any total
 * short enough to stop a slowloris would stop them too.
 *
 * - Headers (HTTP_HEADERS_TIMEOUT_MS, 20 s): a few hundred bytes that any line
 *   sends in well under a second; 20 s leaves room for a phone changing masts.
 * - Body (slow-upload-guard.ts): after a grace of HTTP_UPLOAD_GRACE_MS (15 s)
 *   it must have arrived at HTTP_MIN_UPLOAD_BYTES_PER_SECOND (1 KB/s) on
 *   average; a 2G line still sends 5-10 KB/s, while 10 bytes every 5 s is cut
 *   after about 16 s.
 * - The whole request (15 min): a last bound. 50 MB at 100 KB/s fits (8.5 min).
 * - A silent socket (2 min): no byte either way; longer than any answer the
 *   statement timeout (30 s) lets a request take.
 * - Keep-alive (72 s): longer than a load balancer's usual 60 s idle timeout,
 *   so the balancer never sends on a connection this server has just closed.
 */
const WHOLE_REQUEST_MS = 15 * 60_000;
const SILENT_SOCKET_MS = 2 * 60_000;
const KEEP_ALIVE_MS = 72_000;

interface TimeoutOptions {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
}

export function serverTimeoutOptions(timeouts: HttpTimeouts): TimeoutOptions {
  return {
    connectionTimeout: SILENT_SOCKET_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    requestTimeout: WHOLE_REQUEST_MS,
    // Fastify sets the server's requestTimeout from its own option above; the headers' limit is Node's alone.
    http: {
      headersTimeout: timeouts.headersMs,
      // Node enforces both timeouts only when it sweeps its connections (every 30 s by default).
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.round(timeouts.headersMs / 4))),
    },
  };
}
