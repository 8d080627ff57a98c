import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

export interface ObjectTarget {
  Bucket: string;
  Key: string;
}

/**
 * One multipart upload, part by part. S3 shows the object only once
 * `complete` succeeds, so an upload that is aborted (or simply never
 * completed) is never visible under its key.
 */
export class S3MultipartUpload {
  private readonly parts: { ETag: string; PartNumber: number }[] = [];

  private constructor(
    private readonly client: S3Client,
    private readonly target: ObjectTarget,
    private readonly uploadId: string,
  ) {}

  static async start(
    client: S3Client,
    target: ObjectTarget,
    options: { ServerSideEncryption?: 'AES256' | 'aws:kms' },
  ): Promise<S3MultipartUpload> {
    const created = await client.send(new CreateMultipartUploadCommand({ ...target, ...options }));
    if (!created.UploadId) throw new Error('S3 started a multipart upload without an upload id');
    return new S3MultipartUpload(client, target, created.UploadId);
  }

  /** Every part but the last must be at least 5 MiB (an S3 rule). */
  async add(body: Buffer): Promise<void> {
    const PartNumber = this.parts.length + 1;
    const uploaded = await this.client.send(
      new UploadPartCommand({
        ...this.target,
        UploadId: this.uploadId,
        PartNumber,
        Body: body,
        ContentLength: body.length,
      }),
    );
    if (!uploaded.ETag) throw new Error('S3 accepted a part without an ETag');
    this.parts.push({ ETag: uploaded.ETag, PartNumber });
  }

  async complete(): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        ...this.target,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: this.parts },
      }),
    );
  }

  /** Frees the parts already stored; a failure here must not hide the error that made us abort. */
  async abort(): Promise<void> {
    await this.client
      .send(new AbortMultipartUploadCommand({ ...this.target, UploadId: this.uploadId }))
      .catch(() => undefined);
  }
}
