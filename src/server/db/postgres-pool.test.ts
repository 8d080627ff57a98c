import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFailure } from '@server/http/database-unavailable';
import { createPostgresPool } from './postgres-pool';

/** PostgreSQL only: PGlite has no connections to cut. */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool (PostgreSQL only: PGlite has no connection to lose)', () => {
  const applicationName = `livelihood-pool-test-${process.pid}`;
  let admin: pg.Client;
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  const cut = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    process.off('uncaughtException', recordCrash);
  });

  it('survives a cut on a checked-out client, and takes back the place of one its holder never releases', async () => {
    const pool = createPostgresPool(url!, { max: 1, applicationName, connectTimeoutMs: 5_000 });
    try {
      // Held and never released, as drizzle's transaction does when its BEGIN fails.
      const abandoned = await pool.connect();
      await abandoned.query('select 1');
      await cut();
      await sleep(100);
      expect(crashes).toEqual([]);
      // The pool's only place comes back although its holder never gave it back.
      const { rows } = await pool.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('fails a caller who waited too long for a connection as the database being unavailable, instead of hanging', async () => {
    const pool = createPostgresPool(url!, { max: 1, applicationName, connectTimeoutMs: 200 });
    const busy = await pool.connect();
    try {
      const waited = await pool.query('select 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(databaseFailure(waited)).toBe('unavailable');
    } finally {
      busy.release();
      await pool.end();
    }
  });

  it('passes an idle client’s cut to nobody and reconnects', async () => {
    const pool = createPostgresPool(url!, { max: 2, applicationName, connectTimeoutMs: 5_000 });
    try {
      await pool.query('select 1');
      await cut();
      await sleep(100);
      expect(crashes).toEqual([]);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
