import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimLocalFiles, FilesElsewhereError, filesLockKey, type LocalFilesClaim } from './local-files-claim';

const databaseUrl = process.env.TEST_DATABASE_URL;
const log = { warn: () => undefined };
/** Locks of this file's own, on a test database other files share. */
const options = { lockSpace: randomInt(1, 0x66696c00) };

describe('filesLockKey', () => {
  it('is a positive 32-bit integer, the same for the same files', () => {
    const key = filesLockKey('ffffffff-0000-4000-8000-000000000000');
    expect(key).toBeGreaterThan(0);
    expect(key).toBeLessThanOrEqual(0x7fffffff);
    expect(filesLockKey('0a1b2c3d-0000-4000-8000-000000000000')).toBe(
      filesLockKey('0a1b2c3d-ffff-4fff-8fff-ffffffffffff'),
    );
  });
});

// Only PostgreSQL is shared by several servers; the embedded database belongs to one process.
describe.skipIf(!databaseUrl)('claiming local files on PostgreSQL', () => {
  let root: string;
  const claims: LocalFilesClaim[] = [];
  const claim = async (dir: string) => {
    const held = await claimLocalFiles(databaseUrl!, path.join(root, dir), log, options);
    claims.push(held);
    return held;
  };
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-claim-'));
  });
  afterEach(async () => {
    await Promise.all(claims.splice(0).map((held) => held.release()));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('refuses a second instance whose files are on another disk, saying what to do', async () => {
    expect((await claim('server-a')).alone).toBe(true);
    const second = claimLocalFiles(databaseUrl!, path.join(root, 'server-b'), log, options);
    await expect(second).rejects.toBeInstanceOf(FilesElsewhereError);
    await expect(second).rejects.toThrow(/several|S3_BUCKET/);
  });

  it('lets instances sharing one FILES_DIR volume run together, each knowing it is not alone', async () => {
    await claim('shared');
    expect((await claim('shared')).alone).toBe(false);
  });

  it('frees the files when the instance stops or its connection dies, so the next start is not blocked', async () => {
    const first = await claim('old-server');
    await first.release();
    const second = await claim('new-server');
    expect(second.alone).toBe(true);

    // A crash: PostgreSQL ends the dead instance's session, and its lock with it.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and classid = $1::int8::oid`,
      [options.lockSpace],
    );
    await admin.end();
    expect((await claim('replacement')).alone).toBe(true);
  });
});
