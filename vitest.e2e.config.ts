import { defineConfig } from 'vitest/config';

/*
 * Browser journeys against one real server (started by the global setup on the
 * production build). Files run one after another: the machine has two cores and
 * Chromium plus the server already use both.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
