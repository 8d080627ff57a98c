import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, waitUntilServing } from '../tests/e2e/support/server-process';

/*
 * A camp behind one address: 200 people signed in from 127.0.0.1 use the
 * beneficiary portal at once against the real server bundle. Target: not one
 * 429 (the API limits signed-in traffic per session, not per address). Prints
 * requests a second, p50, p99 and longest latency and every status that was not 200.
 *
 * Bounded: USERS people (default 200), each sending at most REQUESTS_PER_USER
 * requests (default 50) one after another, stopping after DURATION_S seconds
 * (default 30). BENCH_DATABASE_URL runs it on PostgreSQL instead of the
 * embedded database.
 */

const USERS = Number(process.env.USERS ?? 200);
const REQUESTS_PER_USER = Number(process.env.REQUESTS_PER_USER ?? 50);
const DURATION_MS = Number(process.env.DURATION_S ?? 30) * 1000;
const START_TIMEOUT_MS = 120_000;
// What the portal's first screens ask for, in turn.
const PAGES = [
  '/api/v1/me',
  '/api/v1/beneficiary/dashboard',
  '/api/v1/beneficiary/notifications',
  '/api/v1/beneficiary/profile',
];

interface Outcome {
  status: number;
  ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

async function signUp(base: string, index: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Amina Hassan',
      firstName: 'Amina',
      lastName: 'Hassan',
      email: `camp-${index}-${Date.now()}@bench.local`,
      phoneNumber: '0712 345 678',
      userType: 'beneficiary',
      password: 'correct-horse-42',
    }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up ${index} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function person(base: string, cookie: string, deadline: number, outcomes: Outcome[]): Promise<void> {
  for (let request = 0; request < REQUESTS_PER_USER && performance.now() < deadline; request += 1) {
    const started = performance.now();
    const response = await fetch(base + PAGES[request % PAGES.length], { headers: { cookie } });
    await response.arrayBuffer();
    outcomes.push({ status: response.status, ms: performance.now() - started });
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-one-address-'));
  const database = process.env.BENCH_DATABASE_URL;
  const port = await freePort();
  // The camp's one address, by number: its phones have no name for the server either.
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    port,
    dataDir,
    env: { SEED_DEMO: '0', LOG_LEVEL: 'warn', ...(database && { DATABASE_URL: database }) },
  });
  try {
    await waitUntilServing(server, '/api/health', (response) => response.status === 200, START_TIMEOUT_MS);
    process.stdout.write(
      `Signing up ${USERS} people from 127.0.0.1 (${database ? 'PostgreSQL' : 'embedded database'})...\n`,
    );
    const cookies: string[] = [];
    // A few at a time: password hashing is the slow part and the machine is small.
    for (let index = 0; index < USERS; index += 10) {
      const batch = Array.from({ length: Math.min(10, USERS - index) }, (_, offset) => signUp(base, index + offset));
      cookies.push(...(await Promise.all(batch)));
    }
    process.stdout.write(
      `Load: ${USERS} signed-in people at once, at most ${REQUESTS_PER_USER} requests each, at most ${DURATION_MS / 1000} s\n`,
    );
    const outcomes: Outcome[] = [];
    const started = performance.now();
    await Promise.all(cookies.map((cookie) => person(base, cookie, started + DURATION_MS, outcomes)));
    const seconds = (performance.now() - started) / 1000;
    const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const byStatus = new Map<number, number>();
    for (const { status } of outcomes) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const limited = byStatus.get(429) ?? 0;
    process.stdout.write(
      [
        `requests          ${outcomes.length} in ${seconds.toFixed(1)} s`,
        `requests/s        ${(outcomes.length / seconds).toFixed(0)}`,
        `p50 / p99 / max   ${percentile(latencies, 0.5).toFixed(0)} ms / ${percentile(latencies, 0.99).toFixed(0)} ms / ${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
        `statuses          ${[...byStatus].map(([status, count]) => `${status}: ${count}`).join(', ')}`,
        `429s              ${limited}   target 0   ${limited === 0 ? 'ok' : 'OVER'}`,
      ].join('\n') + '\n',
    );
    if (limited > 0 || outcomes.some((outcome) => outcome.status >= 500)) process.exitCode = 1;
  } catch (error) {
    process.stderr.write(`\nThe server's output:\n${server.output()}\n`);
    throw error;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
