import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, StoredFileNotFoundError, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
/** Where a file is written before it is renamed into place: what is found here is never a stored file. */
const TEMPORARY_DIR = '.tmp';

/**
 * Files on the local disk under one root (by default `${DATA_DIR}/files`).
 * A file is written beside the others under a temporary name and renamed into
 * place, so a reader never sees half a file and a failed upload leaves nothing.
 */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    // The key pattern already forbids '..'; this is the belt to those braces.
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Storage key outside the root: ${key}`);
    return full;
  }

  private get temporaryDir(): string {
    return path.join(this.root, TEMPORARY_DIR);
  }

  async put(key: string, content: Readable | Buffer): Promise<void> {
    const target = this.pathOf(key);
    const temporary = path.join(this.temporaryDir, randomUUID());
    await fs.mkdir(path.dirname(temporary), { recursive: true });
    const sink = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
    try {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, sink);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(temporary, target);
    } catch (error) {
      // The pipeline gives up as soon as the content fails, when the file may still be opening:
      // removed before it is open, it would be created afterwards and left behind.
      if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await fs.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** The parts a killed process never renamed into place; another upload's live part is left alone. */
  async removeUnfinishedUploads(lastWrittenBefore: Date): Promise<number> {
    const names = await fs.readdir(this.temporaryDir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    let removed = 0;
    for (const name of names) {
      const part = path.join(this.temporaryDir, name);
      const written = await fs.stat(part).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!written || written.mtimeMs >= lastWrittenBefore.getTime()) continue;
      await fs.rm(part, { force: true, recursive: true });
      removed += 1;
    }
    return removed;
  }
}

/** The default storage of an installation: `${dataDir}/files`. */
export function localFileStorage(filesDir: string): FileStorage {
  return new LocalDiskStorage(filesDir);
}
