import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { CsvLineCounter } from './csv-line-counter';
import { CSV_LINE_ENDS, headerSeparator, type CsvSeparator } from './csv-separator';
import type { FileRow } from './read-import-file';

/** What reading a file learnt of it, for the checks after its last row. */
export interface FileFacts {
  /** A CSV's separator, known before its first row. */
  separator: CsvSeparator | null;
  /** A CSV's lines that hold something (the header included), counted from its bytes apart from the parser; set once every row is read. */
  countedLines: number | null;
}

export const newFileFacts = (): FileFacts => ({ separator: null, countedLines: null });

/** A CSV row the parser could not read: a quote opened there and never closed is by far the likeliest cause. */
export class CsvRowError extends Error {
  constructor(readonly row: number) {
    super(`CSV row ${row} could not be read`);
  }
}

/** Longer than any row of the templates; reached, it is an unclosed quote swallowing the rows after it. */
const MAX_CSV_RECORD_CHARS = 1_000_000;
/** Enough of the start to hold the header row, whose separator is the file's. */
const HEAD_BYTES = 64 * 1024;

/** Reads chunks until the first line has ended (or HEAD_BYTES have come). */
async function readHead(chunks: AsyncIterator<Buffer>): Promise<{ read: Buffer[]; done: boolean }> {
  const read: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) return { read, done: true };
    read.push(next.value);
    length += next.value.length;
    if (next.value.includes(0x0a) || next.value.includes(0x0d)) break;
  }
  return { read, done: false };
}

async function* replayed(read: Buffer[], done: boolean, chunks: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* read;
  if (done) return;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

/** The rows of a CSV in any mix of line endings, split by the separator its header row uses. */
export async function* csvRows(input: Readable, facts: FileFacts): AsyncGenerator<FileRow> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let rowNumber = 0;
  try {
    const head = await readHead(chunks);
    const separator = headerSeparator(Buffer.concat(head.read).toString('utf8'));
    facts.separator = separator;
    const counter = new CsvLineCounter(separator);
    const parser = parse({
      bom: true,
      delimiter: separator,
      record_delimiter: CSV_LINE_ENDS,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: MAX_CSV_RECORD_CHARS,
    });
    // A failure anywhere in the chain ends the parser with it, and so the loop below.
    pipeline(Readable.from(replayed(head.read, head.done, chunks)), counter, parser).catch(() => undefined);
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { rowNumber, cells: record };
    }
    facts.countedLines = counter.lines;
  } catch (error) {
    if (typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('CSV_'))
      throw new CsvRowError(rowNumber + 1);
    throw error;
  } finally {
    input.destroy();
  }
}
