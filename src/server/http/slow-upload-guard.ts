import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpTimeouts } from '@server/config';
import { localise, requestLanguage } from './problem';
import { hasBody } from './request-headers';

/**
 * Cuts a request whose body arrives slower than the configured average rate
 * once its grace has passed (see server-timeouts.ts for the numbers). Each byte
 * of a trickle resets a socket's idle timer, so only a rate stops it.
 */
export function registerSlowUploadGuard(app: FastifyInstance, timeouts: HttpTimeouts): void {
  const checkEveryMs = Math.min(1_000, Math.max(50, Math.round(timeouts.uploadGraceMs / 4)));
  app.addHook('onRequest', (request, reply, done) => {
    if (hasBody(request)) watchUpload(request, reply, timeouts, checkEveryMs);
    done();
  });
}

function watchUpload(request: FastifyRequest, reply: FastifyReply, timeouts: HttpTimeouts, checkEveryMs: number): void {
  const socket = request.raw.socket;
  // app.inject's requests have no socket for a client to be slow on.
  if (!(socket instanceof Socket)) return;
  const startedAt = Date.now();
  // A kept-alive socket has already carried earlier requests: count this body's bytes only.
  const bytesAtStart = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.raw.complete || socket.destroyed) return clearInterval(timer);
    const elapsedMs = Date.now() - startedAt;
    if (elapsedMs < timeouts.uploadGraceMs) return;
    const bytesPerSecond = (socket.bytesRead - bytesAtStart) / (elapsedMs / 1000);
    if (bytesPerSecond >= timeouts.minUploadBytesPerSecond) return;
    clearInterval(timer);
    request.log.info({ bytesPerSecond: Math.round(bytesPerSecond) }, 'request body too slow: connection closed');
    closeWith408(socket, localise(requestLanguage(request), 'errors:uploadTooSlow'), !reply.raw.headersSent);
  }, checkEveryMs);
  // Watched until the body is in, even after an early answer (a refusal before reading it): Node keeps reading a body it discards.
  timer.unref();
}

/** Answers 408 on the socket itself (the request is still being read, so no reply can be sent yet) and closes it. */
function closeWith408(socket: Socket, detail: string, canAnswer: boolean): void {
  if (canAnswer && socket.writable) {
    const body = JSON.stringify({ type: 'about:blank', title: detail, status: 408, detail, code: 'upload_too_slow' });
    socket.end(
      [
        'HTTP/1.1 408 Request Timeout',
        'Connection: close',
        'Content-Type: application/problem+json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
  }
  // A client that reads nothing must not keep the socket open by leaving the answer unread.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
