import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '@server/config';
import { assertValidKey, StoredFileNotFoundError, type FileStorage } from './file-storage';
import { S3MultipartUpload, type ObjectTarget } from './s3-multipart-upload';

/**
 * A stream of unknown length is read a part at a time: the memory one upload
 * holds stays near this size, however large the file (imports reach 50 MB).
 * A stream that ends within one part is sent as a single PutObject.
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound']);
const isNotFound = (error: unknown) => NOT_FOUND.has((error as { name?: string }).name ?? '');

/** Files in a bucket of S3 or an S3-compatible service (MinIO, ...). The bucket stays private. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly encryption: { ServerSideEncryption?: 'AES256' | 'aws:kms' };

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // A provider that never answers must not hang every upload.
      requestHandler: { connectionTimeout: 5_000 },
    });
    this.encryption = config.serverSideEncryption ? { ServerSideEncryption: config.serverSideEncryption } : {};
  }

  private target(key: string): ObjectTarget {
    assertValidKey(key);
    return { Bucket: this.config.bucket, Key: this.config.prefix ? `${this.config.prefix}/${key}` : key };
  }

  async put(key: string, content: Readable | Buffer): Promise<void> {
    const target = this.target(key);
    if (Buffer.isBuffer(content)) return this.putWhole(target, content);

    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let upload: S3MultipartUpload | undefined;
    try {
      for await (const chunk of content) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= S3_PART_BYTES) {
          upload ??= await S3MultipartUpload.start(this.client, target, this.encryption);
          const part = Buffer.concat(pending);
          pending = [];
          pendingBytes = 0;
          await upload.add(part);
        }
      }
      if (!upload) return await this.putWhole(target, Buffer.concat(pending));
      if (pendingBytes > 0) await upload.add(Buffer.concat(pending));
      await upload.complete();
    } catch (error) {
      await upload?.abort();
      throw error;
    }
  }

  private async putWhole(target: ObjectTarget, body: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ ...target, ...this.encryption, Body: body, ContentLength: body.length }),
    );
  }

  async get(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(new GetObjectCommand(this.target(key)));
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return object.Body;
    } catch (error) {
      if (isNotFound(error)) throw new StoredFileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand(this.target(key)));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible services answer 404.
      if (!isNotFound(error)) throw error;
    }
  }
}
