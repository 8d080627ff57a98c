import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ImportFormat } from '@domain/import-templates';
import { csvRows, newFileFacts, type FileFacts } from './read-import-file-csv';
import { UNPACK_LIMITS, type UnpackLimits } from './unpack-guard';
import { xlsxFirstSheetRows } from './xlsx-first-sheet';

export interface FileRow {
  /** As the spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  cells: string[];
}

/** Bytes read so far, over every pass: progress is told as a share of the file size times the passes. */
export interface ByteTally {
  bytes: number;
}

/** Adds the bytes that flow through it to a tally. */
export class ByteCounter extends Transform {
  constructor(private readonly tally: ByteTally) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.tally.bytes += chunk.length;
    done(null, chunk);
  }
}

/** How many times readImportFile reads a file of this format. */
export const READ_PASSES: Record<ImportFormat, number> = { csv: 1, xlsx: 2 };

function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** A cell as the text a person typed: dates as YYYY-MM-DD, rich text and links as their text, formulas as their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

/** The first worksheet only: the template's second sheet is its help. */
async function* xlsxRows(open: () => Promise<Readable>, limits: UnpackLimits): AsyncGenerator<FileRow> {
  for await (const row of xlsxFirstSheetRows(open, limits)) {
    const values = Array.isArray(row.values) ? row.values : [];
    yield { rowNumber: row.number, cells: Array.from(values.slice(1), (value) => cellText(value)) };
  }
}

/**
 * The rows of a stored CSV or XLSX file, read as a stream: memory stays flat
 * whatever the file's size. `open` opens the file afresh: an XLSX is read twice
 * (see xlsx-first-sheet.ts). What the reading learns of a CSV (its separator,
 * its lines counted apart) lands in `facts`.
 */
export async function* readImportFile(
  format: ImportFormat,
  open: () => Promise<Readable>,
  facts: FileFacts = newFileFacts(),
  limits: UnpackLimits = UNPACK_LIMITS,
): AsyncGenerator<FileRow> {
  if (format === 'csv') yield* csvRows(await open(), facts);
  else yield* xlsxRows(open, limits);
}
