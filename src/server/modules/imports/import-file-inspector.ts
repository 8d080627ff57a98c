import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { ImportFormat } from '@domain/import-templates';
import { signatureOf, zipEntryNames } from '@server/platform/file-type';

/** Enough of the start for a ZIP's first local headers. */
const HEAD_BYTES = 64 * 1024;
/** Enough of the end for a ZIP's directory of entries (and its longest comment). */
const TAIL_BYTES = 128 * 1024;

/**
 * Sits between an upload and the storage and tells, by content alone, whether
 * the file is a spreadsheet we read: an XLSX (a ZIP holding
 * [Content_Types].xml and xl/ parts) or a CSV (UTF-8 text, BOM or not, with no
 * NUL byte). Only the first and last kilobytes are kept, so memory stays
 * constant; past the size limit, or once the bytes are neither, it stops
 * passing them on and the caller deletes what was written.
 */
export class ImportFileInspector extends Transform {
  private head = Buffer.alloc(0);
  private tail: Buffer[] = [];
  private tailLength = 0;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private zip: boolean | null = null;
  private notText = false;
  private nul = false;
  bytes = 0;
  tooLarge = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) this.tooLarge = true;
    if (this.tooLarge) return done();
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    if (this.zip === null && this.head.length >= 4) this.zip = signatureOf(this.head) === 'zip';
    if (this.zip === false && !this.notText) this.checkText(chunk, true);
    if (this.zip === false && this.notText) return done();
    this.keepTail(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // A file shorter than a signature was never looked at as it passed.
    if (this.zip === null) this.checkText(this.head, false);
    else if (this.zip === false && !this.notText) this.checkText(Buffer.alloc(0), false);
    done();
  }

  private checkText(chunk: Buffer, more: boolean): void {
    if (chunk.includes(0)) {
      this.notText = true;
      this.nul = true;
      return;
    }
    try {
      this.utf8.decode(chunk, { stream: more });
    } catch {
      this.notText = true;
    }
  }

  private keepTail(chunk: Buffer): void {
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    while (this.tail.length > 1 && this.tailLength - this.tail[0]!.length >= TAIL_BYTES) {
      this.tailLength -= this.tail.shift()!.length;
    }
  }

  /**
   * True when a refused file is text in another encoding than UTF-8: Excel's
   * "CSV" in a Windows code page, or its "Unicode Text" (UTF-16, which starts
   * with its byte order mark). Saving as "CSV UTF-8" is then the way.
   */
  otherTextEncoding(): boolean {
    if (this.zip || this.tooLarge || !this.notText) return false;
    const utf16 =
      this.head.length >= 2 &&
      ((this.head[0] === 0xff && this.head[1] === 0xfe) || (this.head[0] === 0xfe && this.head[1] === 0xff));
    return utf16 || (!this.nul && signatureOf(this.head) === null);
  }

  /** The format once every byte has passed; null for anything else (or an empty file). */
  format(): ImportFormat | null {
    if (this.tooLarge || this.bytes === 0) return null;
    if (this.zip) {
      const names = zipEntryNames(this.head, Buffer.concat(this.tail));
      return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/')) ? 'xlsx' : null;
    }
    return this.notText ? null : 'csv';
  }
}
