import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '@server/config';
import { startFakeS3Server, type FakeS3Server } from '@server/test-support/fake-s3-server';
import { describeFileStorageContract } from '@server/test-support/file-storage-contract';
import { StoredFileNotFoundError } from './file-storage';
import { S3_PART_BYTES, S3Storage } from './s3-storage';

const configFor = (server: FakeS3Server, overrides: Partial<S3Config> = {}): S3Config => ({
  bucket: server.bucket,
  region: 'us-east-1',
  endpoint: server.endpoint,
  credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  forcePathStyle: true,
  prefix: '',
  serverSideEncryption: undefined,
  ...overrides,
});

describeFileStorageContract('S3Storage', async () => {
  const server = await startFakeS3Server();
  return {
    storage: new S3Storage(configFor(server)),
    held: async () => [
      ...server.objects.keys(),
      ...[...server.pendingUploads.values()].map((upload) => `unfinished upload of ${upload.key}`),
    ],
    cleanup: () => server.close(),
  };
});

describe('S3Storage', () => {
  let server: FakeS3Server;
  beforeAll(async () => {
    server = await startFakeS3Server();
  });
  afterAll(() => server.close());

  it('puts every key under S3_PREFIX', async () => {
    const storage = new S3Storage(configFor(server, { prefix: 'livelihood/prod' }));
    await storage.put('documents/abc/one', Buffer.from('first'));
    expect(server.objects.get('livelihood/prod/documents/abc/one')?.body.toString()).toBe('first');
    expect(await text(await storage.get('documents/abc/one'))).toBe('first');
    await storage.delete('documents/abc/one');
    expect(server.objects.has('livelihood/prod/documents/abc/one')).toBe(false);
  });

  it('asks for server-side encryption on small and multipart uploads when S3_SSE is set', async () => {
    const storage = new S3Storage(configFor(server, { serverSideEncryption: 'AES256' }));
    await storage.put('documents/sse/small', Readable.from([Buffer.from('small')]));
    await storage.put('documents/sse/large', Readable.from([Buffer.alloc(S3_PART_BYTES), Buffer.alloc(10)]));
    expect(server.objects.get('documents/sse/small')?.serverSideEncryption).toBe('AES256');
    const large = server.objects.get('documents/sse/large');
    expect(large?.serverSideEncryption).toBe('AES256');
    expect(large?.body.equals(Buffer.alloc(S3_PART_BYTES + 10))).toBe(true);
    expect(server.pendingUploads.size).toBe(0);
  });

  it('does not ask for encryption when S3_SSE is unset', async () => {
    await new S3Storage(configFor(server)).put('documents/plain/one', Buffer.from('x'));
    expect(server.objects.get('documents/plain/one')?.serverSideEncryption).toBeUndefined();
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const storage = new S3Storage(configFor(server, { bucket: 'no-such-bucket' }));
    const failure = await storage.get('documents/abc/one').catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(StoredFileNotFoundError);
    expect(failure).toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.put('documents/abc/one', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('is a fake that decodes the aws-chunked body the SDK sends for a stream', async () => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: configFor(server).credentials,
    });
    const Body = Readable.from([Buffer.from('hello '), Buffer.from('world')]);
    await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: 'fake/chunked', Body, ContentLength: 11 }));
    expect(server.objects.get('fake/chunked')?.body.toString()).toBe('hello world');
    client.destroy();
  });

  it('is a fake that refuses unsigned requests', async () => {
    const response = await fetch(`${server.endpoint}/${server.bucket}/documents/abc/one`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});
