import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilServing, type ServerProcess } from '../tests/e2e/support/server-process';
import { DEMO_PASSWORD } from '@server/db/seed/demo-accounts';
import { bundleServer } from './bundle-server';

/*
 * The quick start's server: bundled as `npm start` bundles it, on a new embedded
 * database in its data directory, seeded with the demo. The browser journeys
 * run on PostgreSQL in CI (tests/e2e/support/e2e-databases.ts), so this is where
 * the embedded start is proven. The web build is not needed for the API.
 */
const BUNDLE = '.test-data/start-embedded/main.mjs';

describe('the server as npm start runs it, on its embedded database', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('initialises, migrates and seeds the database, then lets the demo admin read the registry', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'start-embedded-'));
    await bundleServer('src/server/main.ts', BUNDLE);
    server = startServer({
      port: await freePort(),
      dataDir,
      command: [process.execPath, BUNDLE],
      env: { LOG_LEVEL: 'warn' },
    });
    await waitUntilServing(server, '/api/health', (response) => response.status === 200, 110_000);
    expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toMatchObject({
      database: { status: 'up', engine: 'pglite' },
    });
    expect(server.output()).toContain('Demo sign-ins');

    const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const dashboard = await fetch(`${server.baseUrl}/api/v1/staff/dashboard`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    const { stats } = (await dashboard.json()) as { stats: { totalBeneficiaries: { value: number } } };
    expect(stats.totalBeneficiaries.value).toBeGreaterThan(12_000);
  }, 150_000);
});
