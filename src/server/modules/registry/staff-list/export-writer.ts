import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { nairobiToday } from '@domain/kenya-day';
import { csvRow, guardSpreadsheetCell, type ExportFormat, type RegistryListItem } from '@domain/registry-search';

/** A registry row as exported: the table's columns plus what staff need to reach the person. */
export interface ExportRow extends RegistryListItem {
  phoneNumber: string | null;
  householdId: string | null;
  skills: string[];
}

const COLUMNS: { header: string; width: number; value: (row: ExportRow) => string | number | null }[] = [
  { header: 'ProGres ID', width: 20, value: (row) => row.progresId },
  { header: 'First name', width: 18, value: (row) => row.firstName },
  { header: 'Last name', width: 18, value: (row) => row.lastName },
  { header: 'Nationality', width: 12, value: (row) => row.nationality },
  { header: 'Birth year', width: 10, value: (row) => row.birthYear },
  { header: 'Gender', width: 10, value: (row) => row.gender },
  { header: 'Location', width: 14, value: (row) => row.location },
  { header: 'Vulnerability score', width: 12, value: (row) => row.vulnerabilityScore },
  { header: 'Status', width: 12, value: (row) => row.status },
  { header: 'Programs', width: 10, value: (row) => row.programmeCount },
  { header: 'Duplicate risk', width: 12, value: (row) => row.duplicateRisk },
  { header: 'Phone', width: 16, value: (row) => row.phoneNumber },
  { header: 'Household ID', width: 16, value: (row) => row.householdId },
  { header: 'Skills', width: 30, value: (row) => (row.skills.length > 0 ? row.skills.join('; ') : null) },
];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `beneficiaries-${nairobiToday(now)}.${format}`;
}

/** Lines are sent in chunks of about this many characters: one chunk per line costs more than the line. */
const CSV_CHUNK_CHARS = 64 * 1024;

/** The byte order mark tells Excel the file is UTF-8, so names such as Cabdiraxmaan or Françoise read right. */
async function* csvLines(rows: AsyncIterable<ExportRow>): AsyncGenerator<string> {
  let chunk = `\uFEFF${csvRow(COLUMNS.map((column) => column.header))}`;
  for await (const row of rows) {
    chunk += csvRow(COLUMNS.map((column) => column.value(row)));
    if (chunk.length >= CSV_CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function writeWorkbook(rows: AsyncIterable<ExportRow>, output: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Beneficiaries');
  sheet.columns = COLUMNS.map((column, index) => ({ header: column.header, key: String(index), width: column.width }));
  for await (const row of rows) {
    // Strings are stored as text cells, never formulas; the guard still protects a copy pasted elsewhere.
    const values = COLUMNS.map((column) => {
      const value = column.value(row);
      return typeof value === 'string' ? guardSpreadsheetCell(value) : value;
    });
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Streams the rows as they come from the database; nothing holds the whole export in memory. */
export function exportStream(format: ExportFormat, rows: AsyncIterable<ExportRow>): Readable {
  if (format === 'csv') return Readable.from(csvLines(rows));
  const output = new PassThrough();
  writeWorkbook(rows, output).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
