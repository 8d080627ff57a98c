import { defineConfig } from 'vitest/config';

// Unit tests (src/domain, pure server helpers) and API tests through app.inject
// on a real database: a fresh PGlite per file, or PostgreSQL with TEST_DATABASE_URL.
export default defineConfig({
  // The @domain, @server and @web import aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test-support/global-setup.ts'],
    pool: 'forks',
    // No test mocks modules, so files can share a worker's module cache: importing the app once per
    // worker instead of once per file saves minutes on two cores.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
