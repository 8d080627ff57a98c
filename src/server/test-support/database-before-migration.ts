import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { openPglite, openPostgres, type DatabaseHandle } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { rawRows } from '@server/db/raw-rows';
import { projectRoot } from '@server/platform/project-root';
import { createDatabase, type MadeDatabase } from './postgres-databases';

/*
 * A data migration is tested on rows written as the schema stood before it:
 * an empty database migrated up to the migration before, rows inserted in the
 * old shape, then every migration run as the app would.
 */

const MIGRATIONS = path.join(projectRoot, 'src/server/db/migrations');

export interface DatabaseBeforeMigration {
  handle: DatabaseHandle;
  /** Raw SQL on the database (the schema in src/server/db/schema describes the newest shape, not this one). */
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  /** Applies every migration after the one it stopped at, as the app does when it starts. */
  migrateToLatest(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder as it stood at `tag`: the same files, a journal that ends there. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await fs.cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag} in the journal`);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * An empty database (PGlite, or a database of its own on TEST_DATABASE_URL's
 * server named after `name`) migrated up to and including `tag`.
 */
export async function databaseMigratedUpTo(tag: string, name: string): Promise<DatabaseBeforeMigration> {
  const url = process.env.TEST_DATABASE_URL;
  let made: MadeDatabase | undefined;
  let handle: DatabaseHandle;
  if (url) {
    made = await createDatabase(url, `${name}_${process.pid}`);
    handle = openPostgres(made.url);
  } else {
    handle = await openPglite();
  }
  const folder = await migrationsUpTo(tag);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.backgroundDb as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
  return {
    handle,
    run: (query) => rawRows<Record<string, unknown>>(handle.db, query),
    migrateToLatest: () => runMigrations(handle),
    close: async () => {
      await handle.close();
      await made?.drop();
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}
