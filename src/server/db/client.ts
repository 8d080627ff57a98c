import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { initialisePgliteDirectory, PGLITE_START_PARAMS } from './pglite-memory';
import { createPostgresPool } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  /** For HTTP requests: on PostgreSQL its statements stop at the configured statement timeout. */
  db: Database;
  /**
   * For work that may rightly run long statements (background jobs,
   * migrations): a pool of its own on PostgreSQL, without the requests'
   * statement timeout. PGlite: the same database as `db`.
   */
  backgroundDb: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the embedded engine (tests copy a migrated one). */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs work under the
   * same name (a PostgreSQL advisory lock on a connection of its own). PGlite
   * belongs to one process: it simply runs it.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** An advisory lock held on one pooled connection for as long as `work` runs. */
export async function withAdvisoryLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const lockQuery = (text: string) =>
    client.query(text, [name]).catch((error: Error) => {
      broken = error;
      throw error;
    });
  try {
    await lockQuery('select pg_advisory_lock(hashtext($1))');
    try {
      return await work();
    } finally {
      // A lost connection has already let go of the lock: the work's own outcome is what counts.
      await lockQuery('select pg_advisory_unlock(hashtext($1))').catch(() => undefined);
    }
  } finally {
    // A connection that failed leaves the pool instead of being handed to the next caller.
    client.release(broken);
  }
}

const pgliteExtensions = { pg_trgm, fuzzystrmatch };

/** Opens the embedded database in `dataDir/db`, or an in-memory one when loading a dump. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (options.dataDir) {
    location = path.join(options.dataDir, 'db');
    await fs.mkdir(location, { recursive: true });
    await initialisePgliteDirectory(location);
  }
  const pglite = await PGlite.create({
    dataDir: location,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    backgroundDb: db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
    exclusively: (_name, work) => work(),
  };
}

export interface PostgresSettings {
  /** Connections of the requests' pool. */
  poolSize?: number;
  /** Requests' statements only; 0 or unset: no limit. */
  statementTimeoutMs?: number;
  /** Connections of the background pool (see backgroundPoolSize). */
  backgroundPoolSize?: number;
}

/**
 * Connections background work needs at most: one per short job, two per long
 * one (an import commit writes two batches at once), one for the heartbeats and
 * one for the advisory lock.
 */
export function backgroundPoolSize(jobConcurrency: { short: number; long: number }): number {
  return jobConcurrency.short + 2 * jobConcurrency.long + 2;
}

export function openPostgres(url: string, settings: PostgresSettings = {}): DatabaseHandle {
  const pool = createPostgresPool(url, {
    max: settings.poolSize ?? 10,
    applicationName: 'livelihood',
    statementTimeoutMs: settings.statementTimeoutMs,
    // Longer than a burst keeps requests queued at the measured peak (p99 1.1 s), short enough that nobody waits on a dead server.
    connectTimeoutMs: 10_000,
  });
  const backgroundPool = createPostgresPool(url, {
    max: settings.backgroundPoolSize ?? backgroundPoolSize({ short: 1, long: 1 }),
    applicationName: 'livelihood-background',
    // A job waits longer for a connection than a person would; a failed one is retried anyway.
    connectTimeoutMs: 60_000,
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    backgroundDb: drizzlePg(backgroundPool, { schema }) as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), backgroundPool.end()]);
    },
    exclusively: (name, work) => withAdvisoryLock(backgroundPool, name, work),
  };
}

export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize: number;
  databaseStatementTimeoutMs: number;
  jobConcurrency: { short: number; long: number };
}): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openPglite({ dataDir: config.dataDir });
  return openPostgres(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    backgroundPoolSize: backgroundPoolSize(config.jobConcurrency),
  });
}
