import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, waitUntilServing } from '../tests/e2e/support/server-process';

/*
 * Time from starting the server to the landing page being served, on a fresh
 * data directory (PGlite initialised, migrated, demo data seeded) and then again
 * on the same directory. Measures the server process itself (`npm start` minus
 * its build check), the same way the e2e harness starts it.
 */

const TARGETS = { first: 30_000, later: 5_000 };
const TIMEOUT_MS = 180_000;

const isLandingPage = (response: Response, body: string) =>
  response.status === 200 &&
  (response.headers.get('content-type') ?? '').includes('text/html') &&
  body.includes('id="root"');

async function timeStart(dataDir: string): Promise<number> {
  // The environment `npm start` has: no NODE_ENV, demo seed on by default for the embedded database.
  const server = startServer({ port: await freePort(), dataDir });
  try {
    return await waitUntilServing(server, '/', isLandingPage, TIMEOUT_MS);
  } catch (error) {
    process.stderr.write(`\nThe server's output:\n${server.output()}\n`);
    throw error;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/web/index.html')) {
    process.stderr.write('dist/web is missing: run `npx vite build` first (npm start builds it once).\n');
    process.exit(2);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  try {
    process.stdout.write(`Data directory: ${dataDir}\n`);
    const first = await timeStart(dataDir);
    const later = await timeStart(dataDir);
    const report = (label: string, ms: number, target: number) =>
      `${label.padEnd(36)} ${(ms / 1000).toFixed(2).padStart(6)} s   target < ${target / 1000} s   ${ms < target ? 'ok' : 'OVER'}\n`;
    process.stdout.write(report('first start (migrate + seed)', first, TARGETS.first));
    process.stdout.write(report('later start (same data directory)', later, TARGETS.later));
    if (first >= TARGETS.first || later >= TARGETS.later) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
