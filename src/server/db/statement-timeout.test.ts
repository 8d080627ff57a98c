import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseFailure } from '@server/http/database-unavailable';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import type { Database } from './client';
import { rawRows } from './raw-rows';

/*
 * A request's statement stops at DATABASE_STATEMENT_TIMEOUT_MS; background work
 * (imports, scans, migrations) runs on a pool of its own without that limit.
 * PostgreSQL only: PGlite runs inside the process and cannot interrupt a statement.
 */
const url = process.env.TEST_DATABASE_URL;
const TIMEOUT_MS = 300;

describe.skipIf(!url)('the statement timeout (PostgreSQL only: PGlite cannot interrupt a statement)', () => {
  let t: TestApp;
  let officer: BuiltUser;
  let holder: pg.Client;

  beforeAll(async () => {
    // A database of its own: the lock below blocks nobody else's tests.
    t = await createTestApp({ ownDatabase: true, env: { DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) } });
    officer = await buildStaffMember(t, { status: 'active', isAdmin: true, site: 'Dadaab Operations' });
    const [row] = await rawRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    holder = new pg.Client({ connectionString: url!.replace(/\/[^/?]+(\?|$)/, `/${row!.name}$1`) });
    await holder.connect();
  });

  afterAll(async () => {
    await holder?.end();
    await t?.close();
  });

  it('answers a request stuck behind a lock with 503 and a retry hint once the timeout passes, not never', async () => {
    await holder.query('begin');
    await holder.query('lock table beneficiaries in access exclusive mode');
    try {
      const started = Date.now();
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/beneficiaries?page=1&pageSize=20',
        headers: { cookie: officer.cookie, 'accept-language': 'sw' },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        status: 503,
        code: 'database_timeout',
        detail: expect.stringContaining('muda mrefu mno'),
      });
    } finally {
      await holder.query('rollback');
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/beneficiaries?page=1&pageSize=20',
      headers: { cookie: officer.cookie },
    });
    expect(after.statusCode).toBe(200);
  });

  it('answers a sign-in the database could not serve with 503 and a retry hint, not better-auth’s bare 500', async () => {
    // better-auth's router used to print the failed statement, e-mail included, with console.error.
    const printed = vi.spyOn(console, 'error');
    await holder.query('begin');
    await holder.query('lock table users in access exclusive mode');
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: officer.email, password: officer.password },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ status: 503, code: 'database_timeout' });
      expect(JSON.stringify(printed.mock.calls)).not.toContain(officer.email);
      expect(t.logs.join('')).not.toContain(officer.email);
    } finally {
      printed.mockRestore();
      await holder.query('rollback');
    }
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: officer.email, password: officer.password },
    });
    expect(after.statusCode).toBe(200);
  });

  it('limits the requests’ connections only: a job may run a longer statement', async () => {
    const setting = async (db: Database) =>
      (await rawRows<{ statement_timeout: string }>(db, sql`show statement_timeout`))[0]!.statement_timeout;
    expect(await setting(t.database.db)).toBe(`${TIMEOUT_MS}ms`);
    expect(await setting(t.database.backgroundDb)).toBe('0');

    const longStatement = sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`;
    const cancelled = await t.database.db.execute(longStatement).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(databaseFailure(cancelled)).toBe('timeout');
    await expect(t.database.backgroundDb.execute(longStatement)).resolves.toBeDefined();
  });
});
