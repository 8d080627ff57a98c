import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createFileStorage } from './create-file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

describe('S3 configuration', () => {
  it('keeps files on the local disk without S3_BUCKET, blank variables included', async () => {
    const config = loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_SSE: '' });
    expect(config.s3).toBeUndefined();
    expect(await createFileStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });

  it('turns S3 on with S3_BUCKET alone: us-east-1 and the SDK default credential chain', async () => {
    const config = loadConfig({ S3_BUCKET: 'livelihood-files' });
    expect(config.s3).toEqual({
      bucket: 'livelihood-files',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
      serverSideEncryption: undefined,
    });
    expect(await createFileStorage(config)).toBeInstanceOf(S3Storage);
  });

  it('reads every S3 variable, for MinIO and the like', () => {
    const config = loadConfig({
      S3_BUCKET: 'files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'minio-user',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: '/livelihood/',
      S3_SSE: 'AES256',
    });
    expect(config.s3).toEqual({
      bucket: 'files',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'minio-user', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'livelihood',
      serverSideEncryption: 'AES256',
    });
  });

  it.each([[{ S3_ACCESS_KEY_ID: 'only-the-id' }], [{ S3_SECRET_ACCESS_KEY: 'only-the-secret' }]])(
    'refuses half a credential pair with a clear message (%j)',
    (half) => {
      expect(() => loadConfig({ S3_BUCKET: 'files', ...half })).toThrow(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; set both, or neither to use the AWS SDK default credential chain',
      );
    },
  );

  it('refuses S3 settings without S3_BUCKET rather than silently using the local disk', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_ENDPOINT is set but S3_BUCKET is not');
  });

  it('refuses an endpoint that is not a URL and an unknown encryption', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_SSE: 'DES' })).toThrow('S3_SSE');
  });
});
