import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNFINISHED_UPLOAD_STALE_MS } from './file-storage';
import { claimLocalFiles, FilesElsewhereError } from './local-files-claim';
import { startFileStorage } from './start-file-storage';

const databaseUrl = process.env.TEST_DATABASE_URL;
const log = { warn: () => undefined };
/** Locks of this file's own, on a test database other files share. */
const options = { lockSpace: randomInt(1, 0x66696c00) };

describe('startFileStorage', () => {
  let filesDir: string;
  beforeEach(async () => {
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'start-files-'));
  });
  afterEach(() => fs.rm(filesDir, { recursive: true, force: true }));

  it('removes every part an upload cut off by a kill left under .tmp, however recent, and keeps stored files', async () => {
    await fs.mkdir(path.join(filesDir, '.tmp'), { recursive: true });
    await fs.mkdir(path.join(filesDir, 'documents', 'p1'), { recursive: true });
    await fs.writeFile(path.join(filesDir, '.tmp', 'cut-off-a-second-ago'), 'first_name,phone\r\nAmina,0712345678\r\n');
    await fs.writeFile(path.join(filesDir, 'documents', 'p1', 'kept'), '%PDF-1.7');

    const started = await startFileStorage({ filesDir, s3: undefined, databaseUrl: undefined }, log);
    expect(await fs.readdir(path.join(filesDir, '.tmp'))).toEqual([]);
    expect(await fs.readFile(path.join(filesDir, 'documents', 'p1', 'kept'), 'utf8')).toBe('%PDF-1.7');
    await started.release();
  });

  it.skipIf(!databaseUrl)(
    'on PostgreSQL, leaves a live part of an instance sharing the files, and refuses files on another disk',
    async () => {
      const other = await claimLocalFiles(databaseUrl!, filesDir, log, options);
      try {
        const parts = path.join(filesDir, '.tmp');
        await fs.mkdir(parts, { recursive: true });
        await fs.writeFile(path.join(parts, 'live'), 'arriving');
        await fs.writeFile(path.join(parts, 'dead'), 'cut off');
        const longAgo = new Date(Date.now() - UNFINISHED_UPLOAD_STALE_MS - 60_000);
        await fs.utimes(path.join(parts, 'dead'), longAgo, longAgo);

        const started = await startFileStorage({ filesDir, s3: undefined, databaseUrl }, log, options);
        expect(await fs.readdir(parts)).toEqual(['live']);
        await started.release();

        const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'start-files-other-'));
        await expect(
          startFileStorage({ filesDir: elsewhere, s3: undefined, databaseUrl }, log, options),
        ).rejects.toBeInstanceOf(FilesElsewhereError);
        await fs.rm(elsewhere, { recursive: true, force: true });
      } finally {
        await other.release();
      }
    },
  );
});
