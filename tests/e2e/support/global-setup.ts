import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../scripts/bundle-server';
import { freePort, startServer, waitUntilServing } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// The first start initialises PGlite, migrates and seeds; later starts are much faster.
const STARTUP_TIMEOUT_MS = 90_000;
export const SERVER_LOG = 'test-results/e2e-server.log';
// The server as `npm start` runs it: bundled (inside the project, so its packages resolve from node_modules).
const SERVER_BUNDLE = 'test-results/e2e-server/main.mjs';

/**
 * One real server for the whole run, on a free port and a throw-away embedded
 * database seeded with the demo accounts. Its output goes to test-results/ and
 * is printed when it fails to start or dies during the run.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets two people on one machine test their own builds side by side.
  const webDist = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run test:e2e\` (it builds the web first) or \`npx vite build\`.`);
  }
  await mkdir('test-results', { recursive: true });
  await bundleServer('src/server/main.ts', SERVER_BUNDLE);
  const log = createWriteStream(SERVER_LOG);
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const server = startServer({
    port,
    dataDir,
    env: { NODE_ENV: 'test', SEED_DEMO: '1' },
    command: [process.execPath, SERVER_BUNDLE],
    onOutput: (chunk) => log.write(chunk),
  });

  let stopping = false;
  void server.exited.then((code) => {
    if (stopping) return;
    process.stderr.write(`\n[e2e] The server exited during the run (code ${code}). Its output:\n${server.output()}\n`);
  });

  const cleanUp = async () => {
    stopping = true;
    await server.stop();
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const ms = await waitUntilServing(server, '/api/health', (response) => response.status === 200, STARTUP_TIMEOUT_MS);
    process.stdout.write(`[e2e] server ready on ${server.baseUrl} in ${(ms / 1000).toFixed(1)} s (log: ${SERVER_LOG})\n`);
  } catch (error) {
    process.stderr.write(`\n[e2e] The server did not start. Its output:\n${server.output()}\n`);
    await cleanUp();
    throw error;
  }

  project.provide('baseUrl', server.baseUrl);
  return cleanUp;
}
