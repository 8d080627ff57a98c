import type { Config } from '@server/config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-disk-storage';

/**
 * S3-compatible object storage when S3_BUCKET is set, otherwise the local
 * disk. The AWS SDK is loaded only when used: it costs about half a second of
 * every start.
 */
export async function createFileStorage(config: Pick<Config, 'filesDir' | 's3'>): Promise<FileStorage> {
  if (!config.s3) return localFileStorage(config.filesDir);
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config.s3);
}
