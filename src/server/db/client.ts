import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
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
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}

const pgliteExtensions = { pg_trgm, fuzzystrmatch };

/** Opens the embedded database in `dataDir/db`, or an in-memory one when loading a dump. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (options.dataDir) {
    location = path.join(options.dataDir, 'db');
    await fs.mkdir(location, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir: location,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
    exclusively: (_name, work) => work(),
  };
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not bring the process down; the pool reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    exclusively: (name, work) => withAdvisoryLock(pool, name, work),
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
