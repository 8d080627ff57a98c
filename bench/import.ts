import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { ensureAccount } from '@server/auth/create-account';
import { loadConfig } from '@server/config';
import { openPglite, openPostgres, type DatabaseHandle } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import {
  DUPLICATE_CHECK_JOB,
  duplicateCheckHandler,
  FULL_SCAN_JOB,
  fullScanHandler,
} from '@server/modules/duplicates/detection/jobs';
import { COMMIT_IMPORT_JOB, commitImportJob } from '@server/modules/imports/commit-job';
import { VALIDATE_IMPORT_JOB, validateImportJob } from '@server/modules/imports/validate-job';
import { ensureStaffMember } from '@server/modules/team/members/ensure-staff-member';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import { cookieHeader } from '@server/test-support/builders';
import { ensureDatabase } from './bench-database';
import { writeRegistrationList, writeRegistrationWorkbook } from './import-file';
import { runRegistryCheck } from './registry-check';

/*
 * Bulk import at camp scale: a 100,000-row CSV uploaded through the
 * real app, validated and imported by the real background jobs, then the
 * duplicate check of the imported batches and a full registry scan, each timed,
 * with the process's peak memory. PostgreSQL by default (BENCH_DATABASE_URL,
 * a fresh schema every run); --pglite runs on the embedded database.
 * Usage: npm run bench:import [-- --rows 100000] [-- --skills 2] [-- --pglite] [-- --import-only] [-- --live-heap] [-- --xlsx]
 * `npm run bench:import -- --registry-check` instead times the check of one
 * 1,000-row batch against the 1,000,000 people of bench:registry's database.
 */

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const ROWS = argument('rows', 100_000);
/** Skills per person: `--rows 200000 --skills 12` writes a file of about 50 MB (the upload limit). */
const SKILLS = argument('skills', 2);
const PGLITE = process.argv.includes('--pglite');
/** Only upload, validation and import: the duplicate check and the scan take minutes more. */
const IMPORT_ONLY = process.argv.includes('--import-only');
const LIVE_HEAP = process.argv.includes('--live-heap');
/** --xlsx uploads the list as an Excel workbook (text in shared strings) instead of CSV. */
const FORMAT = process.argv.includes('--xlsx') ? 'xlsx' : 'csv';
const CONTENT_TYPES = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_import';
const TARGETS = { importSeconds: PGLITE ? 60 : 20, peakMb: 400, scanSeconds: 60 };
const write = (line: string) => process.stdout.write(`${line}\n`);

async function openDatabase(dataDir: string): Promise<DatabaseHandle> {
  if (PGLITE) return openPglite({ dataDir });
  await ensureDatabase(DATABASE_URL);
  const database = openPostgres(DATABASE_URL);
  // A fresh schema every run, as the API tests do: the figures are for an empty registry.
  await database.db.execute(
    sql.raw('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'),
  );
  return database;
}

const mb = (bytes: number) => Math.round(bytes / 1_000_000);

/**
 * Samples the process's memory every 100 ms and keeps the highest: the resident
 * size (what the machine gives the process: node, tsx, the app, the harness and,
 * on PGlite, the database engine) and the JavaScript heap in use. `mark()` starts
 * a new phase, so the import's own peak is told apart from the checks after it.
 */
function watchMemory() {
  const sample = () => process.memoryUsage();
  let rss = sample().rss;
  let heap = sample().heapUsed;
  let external = sample().external;
  const timer = setInterval(() => {
    const now = sample();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
    external = Math.max(external, now.external);
  }, 100);
  const phases: { rssMb: number; heapMb: number; externalMb: number }[] = [];
  return {
    mark: () => {
      phases.push({ rssMb: mb(rss), heapMb: mb(heap), externalMb: mb(external) });
      rss = sample().rss;
      heap = sample().heapUsed;
      external = sample().external;
    },
    peaks: () => ({ rssMb: mb(Math.max(rss, ...phases.map((phase) => phase.rssMb * 1_000_000))), heapMb: mb(heap) }),
    phases,
    stop: () => clearInterval(timer),
  };
}

/**
 * With --live-heap, collects garbage every second and keeps the highest heap
 * still in use: what the import actually holds, apart from the garbage V8 lets
 * pile up before a collection (which is most of the RSS growth above). Flat
 * from the first row to the last means memory does not grow with the file.
 * Costs a little time, so it is off by default. Needs node's --expose-gc (the
 * npm script passes it).
 */
function watchLiveHeap() {
  const collect = global.gc;
  if (!LIVE_HEAP || !collect) return null;
  let highest = 0;
  const timer = setInterval(() => {
    collect();
    highest = Math.max(highest, process.memoryUsage().heapUsed);
  }, 1000);
  const phases: number[] = [];
  return {
    /** Ends a phase (the import, then the checks): answers its highest live heap in MB. */
    mark: () => {
      phases.push(mb(highest));
      highest = 0;
    },
    phases,
    stop: () => clearInterval(timer),
  };
}

/**
 * The upload's multipart body streamed from the file, as a browser sends it:
 * holding the file and its multipart copy in memory would count the harness's
 * copies in the app's peak.
 */
function multipartStream(file: string) {
  const boundary = 'bench-import-boundary';
  async function* parts() {
    yield `--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\nbeneficiaries\r\n`;
    yield `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="registration-list.${FORMAT}"\r\ncontent-type: ${CONTENT_TYPES[FORMAT]}\r\n\r\n`;
    yield* createReadStream(file);
    yield `\r\n--${boundary}--\r\n`;
  }
  return { payload: Readable.from(parts()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await run();
  return { value, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const database = await openDatabase(dataDir);
  try {
    await runMigrations(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'web'),
    });
    const { app, auth } = await buildApp({ config, database });
    const storage = await createFileStorage(config);
    const email = 'bench-importer@bench.local';
    const password = 'bench-pass-2026';
    const { userId } = await ensureAccount(auth, database.db, {
      email,
      password,
      firstName: 'Bench',
      lastName: 'Importer',
      phoneNumber: '+254711000098',
      userType: 'staff',
      emailVerified: true,
    });
    await ensureStaffMember(database.db, userId, { status: 'active', isAdmin: true, site: 'Dadaab Operations' });
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    // As the platform's own page sends them: a session used without an Origin is refused.
    const headers = { cookie: cookieHeader(signIn), origin: config.baseUrl };
    const importJobs = new JobWorker(database.db)
      .register(VALIDATE_IMPORT_JOB, validateImportJob(database.db, storage))
      .register(COMMIT_IMPORT_JOB, commitImportJob(database.db));
    const checkJobs = new JobWorker(database.db).register(DUPLICATE_CHECK_JOB, duplicateCheckHandler(database.db));
    const scanJobs = new JobWorker(database.db).register(FULL_SCAN_JOB, fullScanHandler(database.db));

    const file = join(dataDir, `registration-list.${FORMAT}`);
    // A camp-like code of three letters: a fresh schema each run, so it need not differ between runs.
    const invalid = await (FORMAT === 'xlsx' ? writeRegistrationWorkbook : writeRegistrationList)(
      file,
      ROWS,
      'BEN',
      SKILLS,
    );
    write(
      `Database: ${PGLITE ? 'PGlite (embedded)' : DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; ${ROWS.toLocaleString('en')} rows, ${invalid} with errors, ${mb((await stat(file)).size)} MB`,
    );

    global.gc?.();
    const baseline = process.memoryUsage();
    const memory = watchMemory();
    const liveHeap = watchLiveHeap();
    const upload = await timed(async () => {
      const body = multipartStream(file);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/imports',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      if (response.statusCode !== 202) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      const id = (response.json() as { id: string }).id;
      await importJobs.drain();
      return id;
    });
    const importId = upload.value;
    const commit = await timed(async () => {
      await app.inject({ method: 'POST', url: `/api/v1/imports/${importId}/commit`, headers });
      await importJobs.drain();
    });
    memory.mark();
    liveHeap?.mark();
    const importMemory = memory.phases[0]!;
    const view = (await app.inject({ method: 'GET', url: `/api/v1/imports/${importId}`, headers })).json() as {
      validRecords: number;
      errorCount: number;
      importedRecords: number;
    };
    const check = IMPORT_ONLY ? null : await timed(() => checkJobs.drain());
    const scan = IMPORT_ONLY
      ? null
      : await timed(async () => {
          await app.inject({ method: 'POST', url: '/api/v1/duplicates/scan', headers });
          await scanJobs.drain();
        });
    memory.stop();
    liveHeap?.mark();
    liveHeap?.stop();
    const peakMb = memory.peaks().rssMb;
    await app.close();

    const importSeconds = upload.seconds + commit.seconds;
    const rows: [string, string, string, boolean][] = [
      ['upload + validation', `${upload.seconds.toFixed(1)} s`, '', true],
      ['Import Valid Records', `${commit.seconds.toFixed(1)} s`, '', true],
      [
        'validated and imported',
        `${importSeconds.toFixed(1)} s`,
        `${TARGETS.importSeconds} s`,
        importSeconds < TARGETS.importSeconds,
      ],
      ...(check && scan
        ? ([
            ['duplicate check of the batches', `${check.seconds.toFixed(1)} s`, '', true],
            [
              'full registry scan',
              `${scan.seconds.toFixed(1)} s`,
              `${TARGETS.scanSeconds} s`,
              scan.seconds < TARGETS.scanSeconds,
            ],
          ] as [string, string, string, boolean][])
        : []),
      ['process RSS before the upload', `${mb(baseline.rss)} MB`, '', true],
      ['heap in use before the upload', `${mb(baseline.heapUsed)} MB`, '', true],
      ['external before the upload', `${mb(baseline.external)} MB`, '', true],
      // The memory target is the import's own (validated and imported with a peak under 400 MB), not the checks'.
      [
        'peak RSS, upload to import',
        `${importMemory.rssMb} MB`,
        `${TARGETS.peakMb} MB`,
        importMemory.rssMb < TARGETS.peakMb,
      ],
      ['peak heap, upload to import', `${importMemory.heapMb} MB`, '', true],
      // Buffers outside the JavaScript heap; on PGlite mostly the engine's WebAssembly memory, which never shrinks.
      ['peak external, upload to import', `${importMemory.externalMb} MB`, '', true],
      ['import growth (peak - before)', `${importMemory.rssMb - mb(baseline.rss)} MB`, '', true],
      ...(liveHeap
        ? ([['live heap after GC, import', `${liveHeap.phases[0]} MB`, '', true]] as [
            string,
            string,
            string,
            boolean,
          ][])
        : []),
      ...(liveHeap && !IMPORT_ONLY
        ? ([['live heap after GC, checks', `${liveHeap.phases[1]} MB`, '', true]] as [
            string,
            string,
            string,
            boolean,
          ][])
        : []),
      // The checks and the scan have no memory target; most of their peak is garbage V8 has not collected yet
      // (--live-heap shows what they hold).
      ['peak memory, whole run (RSS)', `${peakMb} MB`, '', true],
    ];
    write(
      `Valid ${view.validRecords.toLocaleString('en')}, errors ${view.errorCount}, imported ${view.importedRecords.toLocaleString('en')}`,
    );
    write('');
    for (const [label, value, target, ok] of rows)
      write(
        `${label.padEnd(32)} ${value.padStart(10)}  ${target ? `target ${target}`.padEnd(16) : ''.padEnd(16)} ${target ? (ok ? 'ok' : 'SLOW') : ''}`,
      );
    // On PGlite the database itself lives in this process: its RSS includes the engine, and is judged all the same.
    if (rows.some(([, , target, ok]) => target && !ok)) process.exitCode = 1;
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--registry-check')) {
  if (!(await runRegistryCheck())) process.exitCode = 1;
} else {
  await main();
}
