import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { ImportFormat } from '../../../domain/import-templates';

export interface FileRow {
  /** As the spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  cells: string[];
}

/** Counts the bytes read, so progress can be told as a share of the file size. */
export class ByteCounter extends Transform {
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** A cell as the text a person typed: dates as YYYY-MM-DD, rich text and links as their text, formulas as their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

async function* csvRows(input: Readable): AsyncGenerator<FileRow> {
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }));
  input.on('error', (error) => parser.destroy(error));
  let rowNumber = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    rowNumber += 1;
    yield { rowNumber, cells: record };
  }
}

/** The first worksheet only: the template's second sheet is its help. */
async function* xlsxRows(input: Readable): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values : [];
        yield { rowNumber: row.number, cells: Array.from(values.slice(1), (value) => cellText(value)) };
      }
      break;
    }
  } finally {
    input.destroy();
  }
}

/** The rows of a stored CSV or XLSX file, read as a stream: memory stays flat whatever the file's size. */
export function readImportFile(format: ImportFormat, input: Readable): AsyncGenerator<FileRow> {
  return format === 'csv' ? csvRows(input) : xlsxRows(input);
}
