import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/*
 * Files on a local disk are seen by the server that wrote them only: an
 * upload taken by one instance and validated by another would be missing
 * there. So on PostgreSQL, where several instances can share one database,
 * each instance that keeps files on its disk holds a shared advisory lock named
 * after its FILES_DIR for as long as it runs, and an instance whose files are
 * somewhere else refuses to start. Instances whose FILES_DIR is one shared
 * volume find the same name in it and run together. A lock ends with its
 * connection, so a crashed instance never blocks the next start.
 */

/**
 * The advisory locks of files directories: (FILES_LOCK, key of a directory),
 * and (FILES_LOCK, 0) held for a moment while an instance looks and claims, so
 * two starting at once cannot both pass.
 */
const FILES_LOCK = 0x66696c65;
const STARTING = 0;
/** Written once into FILES_DIR: the name of the files in it, whichever server mounts it. */
const FILES_ID_FILE = '.files-id';
const RECLAIM_AFTER_MS = 10_000;

export class FilesElsewhereError extends Error {
  constructor() {
    super(
      'Another instance of the platform is running on this database with its uploaded files on a different disk (FILES_DIR). ' +
        "A file kept on one server's disk cannot be read by another, so this instance does not start. " +
        'Run one instance, give every instance the same shared FILES_DIR volume, or set S3_BUCKET (and the other S3_* settings) so that every instance uses one bucket.',
    );
    this.name = 'FilesElsewhereError';
  }
}

export interface ClaimOptions {
  /** The first half of the locks' keys; tests sharing one database take one each. */
  lockSpace?: number;
}

export interface LocalFilesClaim {
  /** No other running instance uses these files: whatever an unfinished upload left in them is dead. */
  alone: boolean;
  release(): Promise<void>;
}

interface ClaimLog {
  warn(details: object, message: string): void;
}

/** The name of the files in `filesDir`, made on first use; the same for every server mounting the directory. */
async function filesId(filesDir: string): Promise<string> {
  const file = path.join(filesDir, FILES_ID_FILE);
  await fs.mkdir(filesDir, { recursive: true });
  try {
    await fs.writeFile(file, randomUUID(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await fs.readFile(file, 'utf8')).trim();
}

/** A positive 31-bit lock key from the files' name (a UUID: its first hex digits are random). */
export function filesLockKey(id: string): number {
  return (Number.parseInt(id.replace(/[^0-9a-f]/gi, '').slice(0, 8) || '0', 16) % 0x7ffffffe) + 1;
}

const HOLDERS = `
  select count(*) filter (where objid <> $2::int8::oid)::int as elsewhere,
         count(*) filter (where objid = $2::int8::oid and pid <> pg_backend_pid())::int as alongside
  from pg_locks
  where locktype = 'advisory' and granted and objsubid = 2 and classid = $1::int8::oid and objid <> ${STARTING}
    and database = (select oid from pg_database where datname = current_database())`;

async function connect(databaseUrl: string, onLost: () => void): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'livelihood-files' });
  // A cut connection must not bring the process down: the lock went with it, and is taken again.
  client.on('error', () => undefined);
  client.on('end', onLost);
  await client.connect();
  return client;
}

/** Looks for instances on other files and takes this directory's lock, one starting instance at a time. */
async function claim(client: pg.Client, space: number, key: number): Promise<{ elsewhere: number; alongside: number }> {
  await client.query('select pg_advisory_lock($1, $2)', [space, STARTING]);
  try {
    const { rows } = await client.query<{ elsewhere: number; alongside: number }>(HOLDERS, [space, key]);
    const holders = rows[0]!;
    if (holders.elsewhere === 0) await client.query('select pg_advisory_lock_shared($1, $2)', [space, key]);
    return holders;
  } finally {
    await client.query('select pg_advisory_unlock($1, $2)', [space, STARTING]);
  }
}

/**
 * Claims `filesDir` for this instance on the database at `databaseUrl`;
 * throws FilesElsewhereError when another instance keeps its files elsewhere.
 */
export async function claimLocalFiles(
  databaseUrl: string,
  filesDir: string,
  log: ClaimLog,
  { lockSpace = FILES_LOCK }: ClaimOptions = {},
): Promise<LocalFilesClaim> {
  const key = filesLockKey(await filesId(filesDir));
  let released = false;
  let client: pg.Client | undefined;
  // One retry at a time: a failed attempt ends its connection too, and both would otherwise ask for another.
  let retry: NodeJS.Timeout | undefined;

  const reclaim = (): void => {
    if (released || retry) return;
    log.warn({}, 'the database connection holding the claim on FILES_DIR was lost; claiming it again');
    retry = setTimeout(() => {
      retry = undefined;
      void retake();
    }, RECLAIM_AFTER_MS).unref();
  };
  const retake = async (): Promise<void> => {
    if (released) return;
    try {
      client = await connect(databaseUrl, reclaim);
      // While the claim was lost another instance may have started on other files: say so, this one serves on.
      if ((await claim(client, lockSpace, key)).elsewhere > 0) log.warn({}, new FilesElsewhereError().message);
    } catch {
      await client?.end().catch(() => undefined);
      reclaim();
    }
  };

  const first = await connect(databaseUrl, reclaim).catch((error: unknown) => {
    released = true;
    throw error;
  });
  client = first;
  const holders = await claim(first, lockSpace, key).catch(async (error: unknown) => {
    released = true;
    await first.end();
    throw error;
  });
  if (holders.elsewhere > 0) {
    released = true;
    await first.end();
    throw new FilesElsewhereError();
  }
  return {
    alone: holders.alongside === 0,
    release: async () => {
      released = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
