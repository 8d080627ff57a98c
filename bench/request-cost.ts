import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { ensureAccount } from '@server/auth/create-account';
import { loadConfig } from '@server/config';
import { runMigrations } from '@server/db/migrate';
import { ensureStaffMember } from '@server/modules/team/members/ensure-staff-member';
import { cookieHeader } from '@server/test-support/builders';
import { ensureDatabase } from './bench-database';
import { openBenchDatabase, type BenchDatabase } from './registry-explain';
import { fillRegistry } from './registry-people';

/*
 * What a signed-in request costs: requests a second the real app answers for
 * the beneficiary's dashboard and the staff registry's first page, beside
 * /api/health on the same process (the ratio is what compares across
 * machines), the statements each one runs, and the time of the two heavy
 * reports. Requests go through app.inject, CONCURRENCY at a time, as a
 * browser's Accept-Encoding: gzip asks.
 */

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_requests';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 8;
const REPORT_RUNS = 9;
/** Measured on 1,006,000 people before the one-statement session lookup (PostgreSQL, 2 cores): dashboard 155/s, health 7,000/s. */
const DASHBOARD_SHARE_BEFORE = 155 / 7000;
const write = (line: string) => process.stdout.write(`${line}\n`);

type Headers = Record<string, string>;

/** Requests answered a second by CONCURRENCY loops over SECONDS; any answer but 200 stops the case. */
async function throughput(app: FastifyInstance, url: string, headers: Headers): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let answered = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode}`);
      answered += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return answered / ((performance.now() - started) / 1000);
}

async function medianMs(app: FastifyInstance, url: string, headers: Headers): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < REPORT_RUNS + 1; run += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode}`);
    if (run > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** One payment for every tenth person, of every status and method, spread over two years. */
async function fillPayments(database: BenchDatabase): Promise<void> {
  const { rows } = await database.pool.query<{ n: string }>('select count(*) as n from payment_records');
  if (Number(rows[0]?.n) >= PEOPLE / 10) return;
  await database.pool.query(`
    insert into payment_records (beneficiary_id, amount, payment_method, status, created_at)
    select id, 500 + (n % 20) * 250,
      (array['mobile_money', 'bank_transfer', 'cash'])[1 + n % 3],
      (array['completed', 'completed', 'pending', 'failed', 'processing'])[1 + n % 5],
      now() - (n % 730) * interval '1 day'
    from (select id, row_number() over (order by id) as n from beneficiaries) people
    where n % 10 = 0`);
}

async function signIn(app: FastifyInstance, email: string, password: string): Promise<Headers> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode}`);
  return { cookie: cookieHeader(response), 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };
}

async function main(): Promise<void> {
  await ensureDatabase(DATABASE_URL);
  const database = openBenchDatabase(DATABASE_URL);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-requests-'));
  try {
    await runMigrations(database);
    await fillRegistry(database.db, PEOPLE, write);
    await fillPayments(database);
    await database.pool.query('vacuum analyze');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'web'),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      API_RATE_LIMIT_PER_SESSION: '100000000',
      API_RATE_LIMIT_PER_ADDRESS: '100000000',
    });
    const { app, auth } = await buildApp({ config, database });
    await app.ready();
    const password = 'bench-pass-2026';
    const account = async (email: string, userType: 'staff' | 'beneficiary') =>
      ensureAccount(auth, database.db, {
        email,
        password,
        firstName: 'Bench',
        lastName: 'Person',
        phoneNumber: '+254711000098',
        userType,
        emailVerified: true,
      });
    const staff = await account('bench-requests-staff@bench.local', 'staff');
    await ensureStaffMember(database.db, staff.userId, { status: 'active', isAdmin: true, site: 'Dadaab Operations' });
    await account('bench-requests-person@bench.local', 'beneficiary');
    const staffHeaders = await signIn(app, 'bench-requests-staff@bench.local', password);
    const personHeaders = await signIn(app, 'bench-requests-person@bench.local', password);
    const dashboard = '/api/v1/beneficiary/dashboard';
    const registry = '/api/v1/staff/beneficiaries?status=active';
    // The first visit creates the person's registry record.
    await app.inject({ method: 'GET', url: dashboard, headers: personHeaders });

    write(`People: ${PEOPLE.toLocaleString('en')}; ${CONCURRENCY} requests at a time for ${SECONDS} s each`);
    const statements = async (url: string, headers: Headers) =>
      (await database.capture(() => app.inject({ method: 'GET', url, headers }))).length;
    write(
      `Statements read: dashboard ${await statements(dashboard, personHeaders)} (13 before), registry page ${await statements(registry, staffHeaders)}`,
    );

    const health = await throughput(app, '/api/health', { 'accept-encoding': 'gzip' });
    const dashboardRate = await throughput(app, dashboard, personHeaders);
    const registryRate = await throughput(app, registry, staffHeaders);
    const share = dashboardRate / health;
    write('');
    write(`/api/health                     ${health.toFixed(0).padStart(7)} requests/s`);
    write(
      `beneficiary dashboard           ${dashboardRate.toFixed(0).padStart(7)} requests/s  ${(share * 100).toFixed(1)}% of health (before 2.2%; target ${(3 * DASHBOARD_SHARE_BEFORE * 100).toFixed(1)}%)  ${share >= 3 * DASHBOARD_SHARE_BEFORE ? 'ok' : 'SLOW'}`,
    );
    write(
      `registry list, page 1           ${registryRate.toFixed(0).padStart(7)} requests/s  ${((registryRate / health) * 100).toFixed(1)}% of health`,
    );

    write('');
    for (const [name, url] of [
      ['payments report', '/api/v1/staff/reports/payments'],
      ['registrations report', '/api/v1/staff/reports/registrations'],
    ] as const) {
      const ms = await medianMs(app, url, staffHeaders);
      write(
        `${name.padEnd(31)} ${`${ms.toFixed(1)} ms`.padStart(10)} median  (target 300 ms at 1,000,000 people)  ${ms < 300 ? 'ok' : 'SLOW'}`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
