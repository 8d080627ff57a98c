import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoredFileNotFoundError, type FileStorage } from '@server/platform/storage/file-storage';

/*
 * Test support: what every FileStorage adapter must do, run against each of
 * them (local-disk-storage.test.ts, s3-storage.test.ts).
 */

export interface StorageUnderTest {
  storage: FileStorage;
  /** Everything the backend holds, unfinished writes included, as '/'-separated names. */
  held(): Promise<string[]>;
  cleanup(): Promise<void>;
}

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `total` bytes in 64 KiB chunks, as an upload arrives; optionally failing after `failAfter` bytes. */
function streamOf(total: number, failAfter = Infinity): { stream: Readable; digest: string } {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - sent), sent % 251);
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return {
    stream,
    /** Read once the stream has ended. */
    get digest() {
      return hash.digest('hex');
    },
  };
}

export function describeFileStorageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${name} (FileStorage contract)`, () => {
    let subject: StorageUnderTest;
    let storage: FileStorage;
    beforeEach(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterEach(() => subject.cleanup());

    it('stores a buffer or a stream and reads it back', async () => {
      await storage.put('documents/abc/one', Buffer.from('first'));
      await storage.put('documents/abc/two', Readable.from(['sec', 'ond']));
      expect(await text(await storage.get('documents/abc/one'))).toBe('first');
      expect(await text(await storage.get('documents/abc/two'))).toBe('second');
      expect(await subject.held()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/documents\/abc\/one$/),
          expect.stringMatching(/documents\/abc\/two$/),
        ]),
      );
    });

    it('stores an empty file', async () => {
      await storage.put('documents/abc/empty', Readable.from([]));
      expect(await text(await storage.get('documents/abc/empty'))).toBe('');
    });

    it('streams a file of 20MB in and out intact', async () => {
      const source = streamOf(20 * MB);
      await storage.put('imports/big/file', source.stream);
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get('imports/big/file')) chunks.push(chunk as Buffer);
      const read = Buffer.concat(chunks);
      expect(read.length).toBe(20 * MB);
      expect(sha256(read)).toBe(source.digest);
    });

    it('replaces what a key held', async () => {
      await storage.put('documents/abc/one', Buffer.from('old'));
      await storage.put('documents/abc/one', Buffer.from('new'));
      expect(await text(await storage.get('documents/abc/one'))).toBe('new');
    });

    it('deletes, and deleting twice or deleting nothing is fine', async () => {
      await storage.put('documents/abc/one', Buffer.from('first'));
      await storage.delete('documents/abc/one');
      await storage.delete('documents/abc/one');
      await storage.delete('documents/never/there');
      await expect(storage.get('documents/abc/one')).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(storage.get('documents/never/there')).rejects.toBeInstanceOf(StoredFileNotFoundError);
      expect(await subject.held()).toEqual([]);
    });

    it('leaves nothing behind when the content fails half-way', async () => {
      const failing = new Readable({
        read() {
          this.push('part of a file');
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put('documents/abc/broken', failing)).rejects.toThrow('client went away');
      expect(await subject.held()).toEqual([]);
    });

    it('leaves nothing behind when a large upload fails after 17MB', async () => {
      await expect(storage.put('imports/big/broken', streamOf(30 * MB, 17 * MB).stream)).rejects.toThrow(
        'client went away',
      );
      expect(await subject.held()).toEqual([]);
      await expect(storage.get('imports/big/broken')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    });

    it.each([
      '../escape',
      '/etc/passwd',
      'documents/../../x',
      'Documents/A',
      'a//b',
      'a/b/',
      '',
      'a\\b',
      'a/./b',
      'name.pdf',
    ])('refuses the key %j', async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    });
  });
}
