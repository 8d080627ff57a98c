import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { detectFileType, SIGNATURE_BYTES, signatureOf, type FileType } from '@server/platform/file-type';

/** Enough of the start for every signature and a ZIP's first local headers. */
const HEAD_BYTES = 64 * 1024;
/** Enough of the end for a ZIP's directory of entries (and its longest comment). */
const TAIL_BYTES = 128 * 1024;

/**
 * Sits between an upload and the storage: hashes and counts the bytes as they
 * pass and keeps only the first and last few kilobytes (to tell the type), so
 * a file is never held whole in memory. Once the start shows a format we do not
 * take, or the size passes the limit, it stops passing bytes on: the caller
 * then deletes what was written and refuses the upload.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  private tail: Buffer[] = [];
  private tailLength = 0;
  bytes = 0;
  unknownFormat = false;
  tooLarge = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) this.tooLarge = true;
    if (this.tooLarge || this.unknownFormat) return done();

    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= SIGNATURE_BYTES && signatureOf(this.head) === null) {
        this.unknownFormat = true;
        return done();
      }
    }
    this.keepTail(chunk);
    this.hash.update(chunk);
    done(null, chunk);
  }

  private keepTail(chunk: Buffer): void {
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    while (this.tail.length > 1 && this.tailLength - this.tail[0]!.length >= TAIL_BYTES) {
      this.tailLength -= this.tail.shift()!.length;
    }
  }

  /** The file's type once every byte has passed; null for anything we do not take. */
  fileType(): FileType | null {
    if (this.unknownFormat || this.tooLarge) return null;
    return detectFileType(this.head, Buffer.concat(this.tail));
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}
