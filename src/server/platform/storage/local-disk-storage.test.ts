import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredFileNotFoundError } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    storage = new LocalDiskStorage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('stores a buffer or a stream and reads it back', async () => {
    await storage.put('documents/abc/one', Buffer.from('first'));
    await storage.put('documents/abc/two', Readable.from(['sec', 'ond']));
    expect(await text(await storage.get('documents/abc/one'))).toBe('first');
    expect(await text(await storage.get('documents/abc/two'))).toBe('second');
    expect(await filesUnder(root)).toEqual(expect.arrayContaining([path.join('documents', 'abc', 'one'), path.join('documents', 'abc', 'two')]));
  });

  it('deletes, and deleting twice is fine', async () => {
    await storage.put('documents/abc/one', Buffer.from('first'));
    await storage.delete('documents/abc/one');
    await storage.delete('documents/abc/one');
    await expect(storage.get('documents/abc/one')).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });

  it('leaves nothing behind when the content fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push('part of a file');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('documents/abc/broken', failing)).rejects.toThrow('client went away');
    expect(await filesUnder(root)).toEqual([]);
  });

  it.each(['../escape', '/etc/passwd', 'documents/../../x', 'Documents/A', 'a//b', 'a/b/', '', 'a\\b', 'a/./b', 'name.pdf'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
