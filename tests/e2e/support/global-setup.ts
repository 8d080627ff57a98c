import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../scripts/bundle-server';
import { E2E_DATABASE_URL, createE2eDatabase } from './e2e-databases';
import { E2E_SERVERS, serverLog } from './workers';
import { freePort, startServer, waitUntilServing } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: worker n (VITEST_POOL_ID) uses baseUrls[n - 1]. */
    baseUrls: string[];
  }
}

// The first start initialises PGlite, migrates and seeds; later starts are much faster.
const STARTUP_TIMEOUT_MS = 90_000;
// The server as `npm start` runs it: bundled (inside the project, so its packages resolve from node_modules).
const SERVER_BUNDLE = 'test-results/e2e-server/main.mjs';

/**
 * A real server on a free port and a throw-away database (embedded, or on the
 * PostgreSQL of E2E_DATABASE_URL) seeded with the demo accounts. Its output
 * goes to its log in test-results/ and is printed when it fails to start or
 * dies during the run. Answers how to stop it.
 */
async function startOne(index: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const log = createWriteStream(serverLog(index));
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const database = E2E_DATABASE_URL
    ? await createE2eDatabase(E2E_DATABASE_URL, `e2e_${process.pid}_${index + 1}`)
    : undefined;
  const port = await freePort();
  const server = startServer({
    port,
    dataDir,
    env: { NODE_ENV: 'test', SEED_DEMO: '1', ...(database && { DATABASE_URL: database.url }) },
    command: [process.execPath, SERVER_BUNDLE],
    onOutput: (chunk) => log.write(chunk),
  });

  let stopping = false;
  void server.exited.then((code) => {
    if (stopping) return;
    process.stderr.write(
      `\n[e2e] Server ${index + 1} exited during the run (code ${code}). Its output:\n${server.output()}\n`,
    );
  });

  const stop = async () => {
    stopping = true;
    await server.stop();
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  try {
    const ms = await waitUntilServing(server, '/api/health', (response) => response.status === 200, STARTUP_TIMEOUT_MS);
    process.stdout.write(
      `[e2e] server ${index + 1} ready on ${server.baseUrl} in ${(ms / 1000).toFixed(1)} s (log: ${serverLog(index)})\n`,
    );
  } catch (error) {
    process.stderr.write(`\n[e2e] Server ${index + 1} did not start. Its output:\n${server.output()}\n`);
    await stop();
    throw error;
  }
  return { baseUrl: server.baseUrl, stop };
}

/**
 * One server per worker for the whole run, each on its own database: files run
 * side by side, and the files of one worker run one after another on its
 * server, so no two files share a database at the same time.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets two people on one machine test their own builds side by side.
  const webDist = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run test:e2e\` (it builds the web first) or \`npx vite build\`.`);
  }
  await mkdir('test-results', { recursive: true });
  await bundleServer('src/server/main.ts', SERVER_BUNDLE);
  const started = await Promise.allSettled(Array.from({ length: E2E_SERVERS }, (_, index) => startOne(index)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return stopAll;
}
