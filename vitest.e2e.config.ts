import { defineConfig } from 'vitest/config';
import { E2E_SERVERS } from './tests/e2e/support/workers';

/*
 * Browser journeys against real servers on the production build, one per
 * worker (tests/e2e/support/servers.ts): each worker runs its files one after
 * another against its own server and database.
 */
export default defineConfig({
  // The @domain, @server and @web import aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: E2E_SERVERS > 1,
    // Files share their worker's module cache (playwright, axe): no journey mocks a module.
    pool: 'forks',
    isolate: false,
    maxWorkers: E2E_SERVERS,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
