/*
 * CSV of a report table, built in the browser from the figures already shown.
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
 * return) as a formula, so such a cell is prefixed with a single quote; numbers
 * stay numbers, so a negative count is still written as -3.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows joined with CRLF (RFC 4180); the first row is the header. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the rows as a file; the byte-order mark lets Excel read the UTF-8 (Swahili, accents) right. */
export function downloadCsv(filename: string, rows: readonly (readonly CsvValue[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; release the memory once it surely has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
