import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localise, requestLanguage, sendProblem } from './problem';
import { languageFromHeader } from '@server/platform/i18n';
import { loadWebShell, shellLanguage } from './web-app-shell';

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web client. Hashed assets are cached for a year; index.html
 * is never cached so a deploy reaches phones at once. The build holds Brotli
 * and gzip copies of its text files (scripts/precompress.ts): they are sent as
 * they are, not compressed again per request. Any path that is not an
 * API or a file gets index.html, and the client router decides (including its
 * not-found page); that page names the code and texts its path needs and shows a
 * first screen in the reader's language (web-app-shell.ts).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const shell = hasBuild ? loadWebShell(webDistDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // A hashed script or stylesheet is never a document: the policies meant for pages (CSP, framing, the
  // opener...) do nothing on it, and on Slow 3G their 500 bytes, sent again with each of a page's dozens
  // of files, cost about half a second per page. nosniff and the resource policy stay.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/')) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset (an old page asking for a file a deploy replaced) is a real 404, not the app shell.
    const isApiOrAsset = /^\/(api|assets)(\/|\?|$)/.test(request.url);
    if (!isApiOrAsset && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      const acceptLanguage = request.headers['accept-language'];
      const language = shellLanguage(request.headers.cookie, acceptLanguage);
      const pathname = request.url.split('?')[0] ?? '/';
      // The API answers in the Accept-Language's language: a hint for a translated answer only when it is the page's.
      const apiSpeaksPageLanguage = languageFromHeader(acceptLanguage) === language;
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(shell?.html(pathname, language, apiSpeaksPageLanguage));
    }
    return sendProblem(reply, {
      status: 404,
      code: 'not_found',
      detail: localise(requestLanguage(request), 'errors:notFound'),
    });
  });
}
