import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { openPglite, openPostgres, type DatabaseHandle } from '@server/db/client';
import { CapturingMailer } from './capturing-mailer';
import { fastPasswordHasher } from './fast-password-hasher';
import { createDatabase, type MadeDatabase } from './postgres-databases';

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

/** The migrated template, read once per test worker (files share a worker's modules) and copied by each database. */
let template: Promise<Blob> | undefined;

/**
 * One PGlite per test worker, shared by the files that run in it one after
 * another, as the PostgreSQL suite shares one database: unpacking the template
 * took most of a second of every file's start. A file whose checks need the
 * whole database to itself asks for `ownDatabase` and gets a fresh copy.
 */
let workerPglite: Promise<DatabaseHandle> | undefined;

let ownDatabases = 0;

/**
 * PGlite: the worker's database, where the files before this one left their
 * rows. PostgreSQL: the suite's shared database, where other files add rows at
 * the same time. A file whose checks need the whole database to itself gets a
 * copy of the template made for it (on PostgreSQL dropped when it closes).
 */
async function openTestDatabase(
  ownDatabase: boolean,
  config: Config,
): Promise<{ handle: DatabaseHandle; made?: MadeDatabase; shared?: boolean }> {
  const settings = { poolSize: config.databasePoolSize, statementTimeoutMs: config.databaseStatementTimeoutMs };
  const url = process.env.TEST_DATABASE_URL;
  if (url && !ownDatabase) return { handle: openPostgres(url, settings) };
  if (url) {
    ownDatabases += 1;
    const name = `api_${process.pid}_${ownDatabases}`;
    const made = await createDatabase(url, name, { template: inject('postgresTemplateDatabase') });
    return { handle: openPostgres(made.url, settings), made };
  }
  template ??= fs.readFile(inject('pgliteTemplatePath')).then((dump) => new Blob([dump]));
  const dump = template;
  const fresh = async () => openPglite({ loadDataDir: await dump });
  if (ownDatabase) return { handle: await fresh() };
  workerPglite ??= fresh();
  return { handle: await workerPglite, shared: true };
}

type InjectArguments = Parameters<FastifyInstance['inject']>;

/**
 * Makes `app.inject` send what a browser on the platform's own pages sends: an
 * Origin header (the same-origin guard refuses a request with a session cookie
 * and no browser headers). A test that sets an origin header keeps its own;
 * `headers: { origin: undefined }` sends none, as a script or server would.
 */
export function sendFromOrigin(app: FastifyInstance, origin: string): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const withOrigin = (options: InjectOptions): InjectOptions => {
    const headers: Record<string, unknown> = { ...options.headers };
    const given = Object.keys(headers).find((name) => name.toLowerCase() === 'origin');
    if (given === undefined) headers.origin = origin;
    else if (headers[given] === undefined) delete headers[given];
    return { ...options, headers: headers as InjectOptions['headers'] };
  };
  app.inject = ((...args: InjectArguments) => {
    const [options, ...rest] = args as unknown[];
    return typeof options === 'object' && options !== null
      ? inject(withOrigin(options as InjectOptions), ...rest)
      : inject(...args);
  }) as FastifyInstance['inject'];
}

/**
 * The real app on a real database, as main.ts builds it; requests go through
 * app.inject. Generous auth rate limits unless a test asks for its own.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    authRateLimits?: AppDeps['authRateLimits'];
    /** Hash passwords as the running app does (better-auth's scrypt) instead of the cheap test hash. */
    productionPasswordHashing?: boolean;
    /**
     * A database no other test file writes to, on PostgreSQL too. For checks on
     * the whole database, such as a list of the newest twenty of everything,
     * that other files' rows would crowd out.
     */
    ownDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'livelihood-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    ...options.env,
  });
  const { handle: database, made, shared } = await openTestDatabase(options.ownDatabase ?? false, config);
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
  const passwordHasher = options.productionPasswordHashing ? undefined : fastPasswordHasher;
  // Every API test is also a contract test: an answer with a field its schema does not declare fails.
  const { app, auth } = await buildApp({
    config,
    database,
    mailer,
    authRateLimits,
    logDestination,
    passwordHasher,
    strictResponses: true,
  });
  sendFromOrigin(app, config.baseUrl);
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
      if (!shared) await database.close();
      await made?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
