import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '@server/background-jobs';
import { databaseFailure } from '@server/http/database-unavailable';
import {
  BENEFICIARY_HEADER,
  beneficiaryRow,
  commit,
  createImportsTestApp,
  csvOf,
  getImport,
  progresIds,
  uploadAndValidate,
} from '@server/modules/imports/imports-fixtures';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import { rawRows } from './raw-rows';
import { beneficiaries } from './schema';

/*
 * PostgreSQL cuts connections on a restart, a failover or pg_terminate_backend.
 * An 'error' event nobody listens to kills the process, so these tests cut the
 * app's connections while they are busy and watch for an uncaught exception.
 * PGlite runs inside the process and has no connection to cut.
 */
const url = process.env.TEST_DATABASE_URL;

const profile = {
  firstName: 'Amina',
  lastName: 'Hassan',
  phoneNumber: '0712 345 678',
  gender: 'female',
  dateOfBirth: '1992-04-18',
  nationality: 'SOM',
  locationCamp: 'DAD',
  locationBlock: 'IFO-B12',
  educationLevel: 'secondary',
  employmentStatus: 'unemployed',
  householdSize: 6,
  monthlyIncome: 2500,
  skills: ['Tailoring'],
};

let t: TestApp;
let worker: JobWorker;
let officer: BuiltUser;
let admin: pg.Client;
let appDatabase: string;
const crashes: unknown[] = [];
const recordCrash = (error: unknown) => crashes.push(error);

/**
 * Terminates every connection the app holds on its database (requests' and
 * background pools alike), and waits until they are gone, so the next step
 * does not race the app's sockets learning of it.
 */
async function cutAppConnections(): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid, pg_terminate_backend(pid) from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and application_name like 'livelihood%'`,
    [appDatabase],
  );
  const pids = rows.map((row) => row.pid);
  await until(
    async () => (await admin.query('select 1 from pg_stat_activity where pid = any($1)', [pids])).rowCount === 0,
    'the cut connections are gone',
  );
  await sleep(50);
  return pids.length;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (await condition()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe.skipIf(!url)('a dropped database connection (PostgreSQL only: PGlite has no connection to lose)', () => {
  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    // A database of its own: cutting its connections touches no other test file.
    t = await createImportsTestApp({ ownDatabase: true });
    // A short lease: a job whose failure could not be recorded (the database was away) is taken up again soon.
    worker = createBackgroundJobs(
      t.database.backgroundDb,
      await createFileStorage(t.config),
      { mailer: t.mailer, baseUrl: t.config.baseUrl },
      {
        retryBaseDelayMs: 0,
        leaseMs: 2_000,
      },
    );
    officer = await buildStaffMember(t, { status: 'active', isAdmin: true, site: 'Dadaab Operations' });
    const [row] = await rawRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    appDatabase = row!.name;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await t?.close();
    process.off('uncaughtException', recordCrash);
  });

  it('answers requests under load with success or 503, never hangs, and goes on serving', async () => {
    const person = await buildUser(t);
    const reads = ['/api/v1/me', '/api/v1/staff/beneficiaries?page=1&pageSize=20', '/api/v1/staff/dashboard'];
    const request = (index: number) =>
      index % 2 === 0
        ? // A profile is saved in a transaction: its connection is checked out of the pool between statements.
          t.app.inject({
            method: 'PUT',
            url: '/api/v1/beneficiary/profile',
            headers: { cookie: person.cookie },
            payload: { ...profile, householdSize: 1 + (index % 9) },
          })
        : t.app.inject({ method: 'GET', url: reads[index % reads.length]!, headers: { cookie: officer.cookie } });
    const load = Array.from({ length: 120 }, async (_, index) => {
      await sleep((index % 40) * 10);
      return request(index);
    });
    let cut = 0;
    for (const delay of [50, 60, 60, 60, 60, 60]) {
      await sleep(delay);
      cut += await cutAppConnections();
    }
    const responses = await Promise.all(load);

    expect(cut).toBeGreaterThan(0);
    expect(crashes).toEqual([]);
    expect(
      responses
        .filter((response) => response.statusCode !== 200 && response.statusCode !== 503)
        .map((response) => response.body),
    ).toEqual([]);
    for (const refused of responses.filter((response) => response.statusCode === 503)) {
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await request(0)).statusCode).toBe(200);
    expect((await request(1)).statusCode).toBe(200);
  });

  it("answers a request whose connection is cut with 503, a retry hint and the reader's language", async () => {
    // A lock taken from outside holds the request at its query, so the cut finds it there.
    const holder = new pg.Client({ connectionString: url!.replace(/\/[^/?]+(\?|$)/, `/${appDatabase}$1`) });
    await holder.connect();
    try {
      await holder.query('begin; lock table beneficiaries in access exclusive mode');
      const pending = t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/beneficiaries?page=1&pageSize=20',
        headers: { cookie: officer.cookie, 'accept-language': 'sw' },
      });
      await until(
        async () =>
          (
            await admin.query(`select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [
              appDatabase,
            ])
          ).rowCount! > 0,
        'the request waits',
      );
      await cutAppConnections();
      const response = await pending;
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        status: 503,
        code: 'database_unavailable',
        detail: expect.stringContaining('Huduma haipatikani'),
      });
    } finally {
      await holder.end();
    }
    expect(crashes).toEqual([]);
  });

  it('survives a connection cut inside an open transaction and on the advisory lock', async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside();
      // The connection is checked out and idle in the transaction when it is cut.
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    const locked = t.database.exclusively('connection-drop-check', async () => {
      await sleep(300);
      return 'done';
    });
    await opened;
    await sleep(50);
    await cutAppConnections();

    const failure = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(databaseFailure(failure)).toBe('unavailable');
    // The lock's own connection went, but the work under it finished: its answer stands.
    expect(await locked).toBe('done');
    await sleep(100);
    expect(crashes).toEqual([]);
    expect(await rawRows(t.database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    expect(await t.database.exclusively('connection-drop-check', async () => 'again')).toBe('again');
  });

  it('completes an import whose commit lost its connections half way', async () => {
    const id = progresIds();
    const count = 600;
    const rows = [BENEFICIARY_HEADER, ...Array.from({ length: count }, (_, index) => beneficiaryRow(id(index + 1)))];
    const view = await uploadAndValidate(t, worker, officer, csvOf(rows));
    expect(view.validRecords).toBe(count);
    expect((await commit(t, officer, view.id)).statusCode).toBe(202);

    const running = worker.drain().catch((error: unknown) => error);
    // A transaction that has written rows (it holds a transaction id) and not yet committed.
    await until(
      async () =>
        (
          await admin.query(
            `select 1 from pg_stat_activity where datname = $1 and application_name like 'livelihood%' and backend_xid is not null`,
            [appDatabase],
          )
        ).rowCount! > 0,
      'the commit is writing',
    );
    expect(await cutAppConnections()).toBeGreaterThan(0);
    await running;

    // The worker takes the job up again (its failure may not have been recorded while the database was away).
    for (let round = 0; round < 40 && (await getImport(t, officer, view.id)).status === 'processing'; round += 1) {
      await worker.drain().catch(() => undefined);
      await sleep(250);
    }
    expect(crashes).toEqual([]);
    expect(await getImport(t, officer, view.id)).toMatchObject({ status: 'completed', importedRecords: count });
    const [people] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(beneficiaries)
      .where(sql`${beneficiaries.progresId} like ${`${id(1).slice(0, -6)}%`}`);
    expect(people!.count).toBe(count);
  });
});
