import type { Config } from '@server/config';
import { createFileStorage } from './create-file-storage';
import { UNFINISHED_UPLOAD_STALE_MS, type FileStorage } from './file-storage';
import { claimLocalFiles, type ClaimOptions } from './local-files-claim';

export interface StartedFileStorage {
  storage: FileStorage;
  /** Lets another instance have these files once this one has stopped. */
  release(): Promise<void>;
}

/**
 * The storage of a starting instance. Local files on PostgreSQL are claimed
 * first, so a second instance on another disk refuses to start (local-files-claim.ts).
 * Then the parts of uploads a stop or a crash cut off, which hold people's
 * data, are removed: all of them when no other instance shares the files
 * (none of this one's is in flight before it listens), only dead ones otherwise.
 */
export async function startFileStorage(
  config: Pick<Config, 'filesDir' | 's3' | 'databaseUrl'>,
  log: { warn(details: object, message: string): void },
  claimOptions: ClaimOptions = {},
): Promise<StartedFileStorage> {
  const storage = await createFileStorage(config);
  const claim =
    !config.s3 && config.databaseUrl
      ? await claimLocalFiles(config.databaseUrl, config.filesDir, log, claimOptions)
      : null;
  const now = Date.now();
  const lastWrittenBefore = claim && !claim.alone ? new Date(now - UNFINISHED_UPLOAD_STALE_MS) : new Date(now + 1);
  await storage.removeUnfinishedUploads?.(lastWrittenBefore);
  return { storage, release: async () => claim?.release() };
}
