import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStorageContract } from '@server/test-support/file-storage-contract';
import { LocalDiskStorage } from './local-disk-storage';

/** Every file under the root, temporary ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describeFileStorageContract('LocalDiskStorage', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  return {
    storage: new LocalDiskStorage(root),
    held: () => filesUnder(root),
    cleanup: () => fs.rm(root, { recursive: true, force: true }),
  };
});

describe('LocalDiskStorage.removeUnfinishedUploads', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-parts-'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  /** What a process killed in mid-upload leaves: a part under .tmp, never renamed into place. */
  async function partLeftAt(lastWritten: Date): Promise<string> {
    const part = path.join(root, '.tmp', randomUUID());
    await fs.mkdir(path.dirname(part), { recursive: true });
    await fs.writeFile(part, 'progres_id,first_name,phone\r\nKEN-DAD-2019-004512,Amina,0712345678\r\n');
    await fs.utimes(part, lastWritten, lastWritten);
    return part;
  }

  it('removes the parts last written before the given moment and keeps stored files and newer parts', async () => {
    const storage = new LocalDiskStorage(root);
    await storage.put('documents/p1/kept', Buffer.from('%PDF-1.7'));
    const now = Date.now();
    await partLeftAt(new Date(now - 2 * 3_600_000));
    const recent = await partLeftAt(new Date(now - 60_000));

    expect(await storage.removeUnfinishedUploads(new Date(now - 3_600_000))).toBe(1);
    expect(await filesUnder(root)).toEqual(
      expect.arrayContaining(['documents/p1/kept', `.tmp/${path.basename(recent)}`]),
    );
    expect(await filesUnder(root)).toHaveLength(2);

    // At start, before anything listens, every part is a dead one.
    expect(await storage.removeUnfinishedUploads(new Date(now + 1_000))).toBe(1);
    expect(await filesUnder(root)).toEqual(['documents/p1/kept']);
  });

  it('finds nothing to do on a fresh disk', async () => {
    expect(await new LocalDiskStorage(path.join(root, 'never-written')).removeUnfinishedUploads(new Date())).toBe(0);
  });
});
