import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localise, requestLanguage, sendProblem } from './problem';

/**
 * Serves the built web client. Hashed assets are cached for a year; index.html
 * is never cached so a deploy reaches phones at once. The build holds Brotli
 * and gzip copies of its text files (scripts/precompress.ts): they are sent as
 * they are, not compressed again per request. Any path that is not an
 * API or a file gets index.html, and the client router decides (including its
 * not-found page).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
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

  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset (an old page asking for a file a deploy replaced) is a real 404, not the app shell.
    const isApiOrAsset = /^\/(api|assets)(\/|\?|$)/.test(request.url);
    if (!isApiOrAsset && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, {
      status: 404,
      code: 'not_found',
      detail: localise(requestLanguage(request), 'errors:notFound'),
    });
  });
}
