import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type MadeDatabase } from '@server/test-support/postgres-databases';
import { openPostgres, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { rawRows } from './raw-rows';

/*
 * Two instances of the app starting at the same moment against an empty
 * database (a rolling deploy, two containers) must not both apply the same
 * migration: the second would fail on "relation already exists" and not start.
 * PostgreSQL only: PGlite belongs to one process.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations started by two instances at once (PostgreSQL only)', () => {
  let made: MadeDatabase | undefined;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await made?.drop();
  });

  it('both start, and each migration is applied once', async () => {
    made = await createDatabase(url!, `migrations_${process.pid}`);
    handles.push(openPostgres(made.url), openPostgres(made.url));
    await Promise.all(handles.map((handle) => runMigrations(handle)));

    const applied = await rawRows<{ count: number }>(
      handles[0]!.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const distinct = await rawRows<{ count: number }>(
      handles[0]!.db,
      sql`select count(distinct created_at)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.count).toBeGreaterThan(0);
    expect(applied[0]!.count).toBe(distinct[0]!.count);
  });
});
