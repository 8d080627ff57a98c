import { Transform, type TransformCallback } from 'node:stream';
import type { CsvSeparator } from './csv-separator';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const BOM = [0xef, 0xbb, 0xbf];

type Place = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';

/**
 * Counts a CSV's lines that hold something, straight from its bytes and apart
 * from the CSV parser, so the two can be compared: a file the parser read as
 * fewer (or more) rows than it has is never imported in silence.
 *
 * A line ends at CRLF, LF or CR alone, outside quotes. A field is quoted when
 * it starts with a quote, and `""` inside it is a quote; a quote anywhere else
 * is text. A line of separators and spaces only holds nothing (spreadsheet
 * tools leave such lines behind, and the importer skips them).
 */
export class CsvLineTally {
  lines = 0;
  private place: Place = 'fieldStart';
  private content = false;
  private afterCr = false;
  private bomLeft = BOM.length;
  private readonly separator: number;

  constructor(separator: CsvSeparator) {
    this.separator = separator.charCodeAt(0);
  }

  feed(bytes: Uint8Array): void {
    for (const byte of bytes) {
      if (this.bomLeft > 0) {
        // The byte order mark is only one at the very start.
        const isBom = byte === BOM[BOM.length - this.bomLeft];
        this.bomLeft = isBom ? this.bomLeft - 1 : 0;
        if (isBom) continue;
      }
      const afterCr = this.afterCr;
      this.afterCr = false;
      if (afterCr && byte === LF && this.place !== 'quoted') continue;
      this.step(byte);
    }
  }

  /** The last line may have no line ending. */
  end(): number {
    this.endLine();
    return this.lines;
  }

  private step(byte: number): void {
    const blank = byte === SPACE || (byte === TAB && this.separator !== TAB);
    switch (this.place) {
      case 'quoted':
        if (byte === QUOTE) this.place = 'quoteInQuoted';
        else if (!blank && byte !== CR && byte !== LF) this.content = true;
        return;
      case 'quoteInQuoted':
        if (byte === QUOTE) {
          this.content = true;
          this.place = 'quoted';
          return;
        }
        this.place = 'unquoted';
        break;
      case 'fieldStart':
        if (byte === QUOTE) {
          this.place = 'quoted';
          return;
        }
        this.place = 'unquoted';
        break;
      case 'unquoted':
        break;
    }
    if (byte === this.separator) this.place = 'fieldStart';
    else if (byte === CR || byte === LF) {
      this.endLine();
      this.afterCr = byte === CR;
    } else if (!blank) this.content = true;
  }

  private endLine(): void {
    if (this.content) this.lines += 1;
    this.content = false;
    this.place = 'fieldStart';
  }
}

/** Passes a CSV's bytes on unchanged, counting its lines on the way (see CsvLineTally). */
export class CsvLineCounter extends Transform {
  private readonly tally: CsvLineTally;
  lines: number | null = null;

  constructor(separator: CsvSeparator) {
    super();
    this.tally = new CsvLineTally(separator);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.tally.feed(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    this.lines = this.tally.end();
    done();
  }
}
