import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@server/app';
import { ensureAccount } from '@server/auth/create-account';
import { loadConfig } from '@server/config';
import { runMigrations } from '@server/db/migrate';
import { ensureStaffMember } from '@server/modules/team/members/ensure-staff-member';
import { cookieHeader } from '@server/test-support/builders';
import { ensureDatabase } from './bench-database';
import { explainSlowest, openBenchDatabase } from './registry-explain';
import { registryCases, timeOnce } from './registry-cases';
import { fillRegistry } from './registry-people';

/*
 * The staff registry at camp scale: a PostgreSQL holding 1,000,000
 * people (generated on the first run and kept), and the real app answering a
 * signed-in staff member through app.inject, as the API tests do. Each case is
 * timed over RUNS requests after WARM_UP ones; the median must meet its target.
 */

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_registry';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const WARM_UP = 3;
const RUNS = 25;
const EXPLAIN = process.argv.includes('--explain');
const write = (line: string) => process.stdout.write(`${line}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  await ensureDatabase(DATABASE_URL);
  const database = openBenchDatabase(DATABASE_URL);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-registry-'));
  try {
    await runMigrations(database);
    write(`Database: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
    const before = await fillRegistry(database.db, PEOPLE, write);
    // As autovacuum would have by now: statistics, and a visibility map for index-only counts.
    await database.pool.query('vacuum analyze');
    write(
      `People: ${before >= PEOPLE ? `${before.toLocaleString('en')} already there` : `generated up to ${PEOPLE.toLocaleString('en')}`}`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'web'),
    });
    const { app, auth } = await buildApp({ config, database });
    await app.ready();
    const email = 'bench-staff@bench.local';
    const password = 'bench-pass-2026';
    const { userId } = await ensureAccount(auth, database.db, {
      email,
      password,
      firstName: 'Bench',
      lastName: 'Staff',
      phoneNumber: '+254711000099',
      userType: 'staff',
      emailVerified: true,
    });
    await ensureStaffMember(database.db, userId, { status: 'active', isAdmin: true, site: 'Dadaab Operations' });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode}`);
    const headers = { cookie: cookieHeader(signIn) };

    write('');
    write(`${'case'.padEnd(38)} ${'median'.padStart(10)} ${'p95'.padStart(10)} ${'target'.padStart(9)}  result`);
    let failed = false;
    const only = process.env.BENCH_CASES?.toLowerCase();
    for (const bench of registryCases(PEOPLE)) {
      if (only && !bench.name.toLowerCase().includes(only)) continue;
      const warmUp = bench.warmUp ?? WARM_UP;
      const runs = bench.runs ?? RUNS;
      const times: number[] = [];
      let problem = '';
      let note = '';
      for (let run = 0; run < warmUp + runs && !problem; run += 1) {
        const timing = await timeOnce(app, bench, headers);
        if (timing.status !== 200) problem = `HTTP ${timing.status}`;
        else if (run >= warmUp) {
          times.push(timing.ms);
          note = timing.note ?? note;
        }
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 50);
      const pass = !problem && median < bench.targetMs;
      failed ||= !pass;
      const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
      write(
        `${bench.name.padEnd(38)} ${ms(median)} ${ms(percentile(times, 95))} ${`${bench.targetMs} ms`.padStart(9)}  ${pass ? 'ok' : problem || 'SLOW'}${note ? `  (${note})` : ''}`,
      );
      if (EXPLAIN && !problem && !bench.download) {
        const queries = await database.capture(() => app.inject({ method: 'GET', url: bench.url, headers }));
        for (const plan of await explainSlowest(database, queries)) write(`\n${plan}\n`);
      }
    }
    await app.close();
    if (failed) process.exitCode = 1;
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
