import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (ARCHITECTURE.md, files). Keys are made by the
 * server (never from a name a user typed) and look like `documents/<id>/<uuid>`.
 * Files are never served from a public path: they are read through an
 * authorised endpoint.
 */
export interface FileStorage {
  /** Stores the content under `key`; the key is visible only once the whole content is written. */
  put(key: string, content: Readable | Buffer): Promise<void>;
  /** The content; throws StoredFileNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what uploads cut off by a crash or a kill left behind (they hold
   * people's data), when last written before `lastWrittenBefore`; the number removed.
   * Absent where the backend keeps nothing of an unfinished upload.
   */
  removeUnfinishedUploads?(lastWrittenBefore: Date): Promise<number>;
}

/**
 * An upload that has not written a byte for this long is dead: the server's
 * own timeouts end a stalled request long before, and a live one, even at
 * a few kilobytes a second, writes every moment.
 */
export const UNFINISHED_UPLOAD_STALE_MS = 60 * 60_000;

export class StoredFileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StoredFileNotFoundError';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Keys are lowercase words separated by '/': no '..', no absolute paths, no surprises on any disk or bucket. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
