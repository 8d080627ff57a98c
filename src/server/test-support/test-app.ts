import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { CapturingMailer } from './capturing-mailer';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  auth: Awaited<ReturnType<typeof buildApp>>['auth'];
  database: DatabaseHandle;
  mailer: CapturingMailer;
  config: Config;
  /** Every log line the app wrote, for tests that prove nothing personal is logged. */
  logs: string[];
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgres(url);
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/**
 * The real app on a real database, as main.ts builds it; requests go through
 * app.inject. Generous auth rate limits unless a test asks for its own.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; authRateLimits?: AppDeps['authRateLimits'] } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'livelihood-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    ...options.env,
  });
  const database = await openTestDatabase();
  const mailer = new CapturingMailer();
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const generous = { perIp: { max: 10_000, windowSeconds: 60 }, perAccount: { max: 10_000, windowSeconds: 60 } };
  const authRateLimits = options.authRateLimits ?? {
    '/sign-in/email': generous,
    '/sign-up/email': generous,
    '/request-password-reset': generous,
    '/reset-password': generous,
    '/send-verification-email': generous,
  };
  const { app, auth } = await buildApp({ config, database, mailer, authRateLimits, logDestination });
  await app.ready();
  return {
    app,
    auth,
    database,
    mailer,
    config,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
