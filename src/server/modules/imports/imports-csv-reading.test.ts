import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary } from '@domain/import-view';
import { importErrors } from '@server/db/schema';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import {
  BENEFICIARY_HEADER,
  IMPORTS_URL,
  PROJECT_HEADER,
  beneficiaryRow,
  createImportsTestApp,
  importWorker,
  progresIds,
  uploadAndValidate,
  uploadFile,
} from './imports-fixtures';

/*
 * A CSV as programme officers really produce them: the template's CRLF header
 * with rows added by another tool (LF), an old Mac's CR, Excel's byte order
 * mark and blank lines, cells holding line breaks, and ';' or tabs between
 * cells where Excel's locale writes them. Each is read row for row, or refused
 * saying why; never read as fewer rows in silence.
 */

let t: TestApp;
let worker: JobWorker;
let officer: BuiltUser;
const id = progresIds();

beforeAll(async () => {
  t = await createImportsTestApp();
  worker = await importWorker(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});

afterAll(async () => t.close());

const cell = (separator: string) => (value: string) =>
  value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const line = (row: string[], separator = ',') => row.map(cell(separator)).join(separator);

/** Seven rows, of which rows 3, 5 and 7 of the sheet are bad. */
function sevenRows(first: number): string[][] {
  return [
    beneficiaryRow(id(first)),
    beneficiaryRow(id(first + 1), { phone_number: '12' }),
    beneficiaryRow(id(first + 2)),
    beneficiaryRow(id(first + 3), { gender: 'unknown', vulnerability_score: '9' }),
    beneficiaryRow(id(first + 4)),
    beneficiaryRow(id(first + 5), { date_of_birth: '14/05/1990' }),
    beneficiaryRow(id(first + 6)),
  ];
}

const upload = (text: string) => uploadAndValidate(t, worker, officer, Buffer.from(text, 'utf8'));

describe('CSV line endings and layout', () => {
  it('reads a template header ending CRLF with rows appended LF as all its rows: valid 4, rows with errors 3', async () => {
    const text = `${line(BENEFICIARY_HEADER)}\r\n${sevenRows(1)
      .map((row) => `${line(row)}\n`)
      .join('')}`;
    const view = await upload(text);
    expect(view).toMatchObject({
      status: 'completed',
      totalRecords: 7,
      validRecords: 4,
      rowsWithErrors: 3,
      errorCount: 4,
      failure: null,
    });
    expect([...new Set(view.errors.map((error) => error.row))]).toEqual([3, 5, 7]);
  });

  it('reads any mix of CRLF, LF and CR, whatever line ending comes first', async () => {
    const ends = ['\n', '\r', '\r\n', '\n', '\r', '\r\n', '\r', '\n'];
    const rows = [BENEFICIARY_HEADER, ...sevenRows(11)];
    const view = await upload(rows.map((row, index) => `${line(row)}${ends[index]}`).join(''));
    expect(view).toMatchObject({
      status: 'completed',
      totalRecords: 7,
      validRecords: 4,
      rowsWithErrors: 3,
      failure: null,
    });
  });

  it('reads a file with a byte order mark, blank lines, lines of empty cells and no line ending at the end', async () => {
    const rows = sevenRows(21).map((row) => line(row));
    const text = `\uFEFF${line(BENEFICIARY_HEADER)}\r\n${rows.slice(0, 3).join('\r\n')}\r\n\r\n,,,,,,,,,,,\r\n${rows.slice(3).join('\r\n')}`;
    expect(await upload(text)).toMatchObject({
      status: 'completed',
      totalRecords: 7,
      validRecords: 4,
      rowsWithErrors: 3,
      failure: null,
    });
    expect(await upload(`${text}\r\n\r\n\n`)).toMatchObject({
      status: 'completed',
      totalRecords: 7,
      validRecords: 4,
      rowsWithErrors: 3,
      failure: null,
    });
  });

  it('reads a line of no-break spaces (a spreadsheet leaves them behind) as no row, without refusing the file', async () => {
    const rows = sevenRows(31).map((row) => line(row));
    const text = `${line(BENEFICIARY_HEADER)}\r\n${rows.slice(0, 3).join('\r\n')}\r\n\u00A0,\u00A0\r\n${rows.slice(3).join('\r\n')}\r\n`;
    expect(await upload(text)).toMatchObject({
      status: 'completed',
      totalRecords: 7,
      validRecords: 4,
      rowsWithErrors: 3,
      failure: null,
    });
  });

  it('reads a quoted cell holding line breaks as one cell of its row', async () => {
    const rows = sevenRows(31);
    rows[0] = beneficiaryRow(id(31), { skills: 'Tailoring;\r\nCooking' });
    rows[2] = beneficiaryRow(id(33), { last_name: 'Hassan\nAbdullahi' });
    const view = await upload(`${[BENEFICIARY_HEADER, ...rows].map((row) => line(row)).join('\r\n')}\r\n`);
    expect(view).toMatchObject({ status: 'completed', totalRecords: 7, rowsWithErrors: 4, failure: null });
    expect(view.errors.find((error) => error.row === 4)).toMatchObject({ column: 'last_name' });
  });

  it("reads ';' between cells (Excel where the comma is the decimal mark): skills quoted, 3,5 read as 3.5", async () => {
    const rows = sevenRows(41);
    rows[0] = beneficiaryRow(id(41), { vulnerability_score: '3,5' });
    const view = await upload(`\uFEFF${[BENEFICIARY_HEADER, ...rows].map((row) => line(row, ';')).join('\r\n')}\r\n`);
    expect(view).toMatchObject({
      status: 'completed',
      totalRecords: 7,
      validRecords: 4,
      rowsWithErrors: 3,
      failure: null,
    });
  });

  it("reads a project file separated by ';' with a budget grouped by points", async () => {
    const project = (code: string, budget: string) => [
      code,
      'Cash for Work Ifo',
      'WFP',
      'cash_for_work',
      'DAD',
      '250',
      budget,
      '2024-03-01',
      '2024-12-31',
      'active',
    ];
    const sequence = String(100 + Math.floor(Math.random() * 900));
    const text = [
      PROJECT_HEADER,
      project(`WFP-CFW-2031-${sequence}`, '120.000'),
      project(`WFP-CFW-2032-${sequence}`, '99,5'),
    ]
      .map((row) => line(row, ';'))
      .join('\n');
    const view = await uploadAndValidate(t, worker, officer, Buffer.from(text), { type: 'projects' });
    expect(view).toMatchObject({ status: 'completed', totalRecords: 2, validRecords: 1, rowsWithErrors: 1 });
    expect(view.errors).toEqual([{ row: 3, column: 'budget', message: expect.any(String) }]);
  });

  it('reads cells separated by tabs', async () => {
    const view = await upload([BENEFICIARY_HEADER, ...sevenRows(51)].map((row) => line(row, '\t')).join('\n'));
    expect(view).toMatchObject({
      status: 'completed',
      totalRecords: 7,
      validRecords: 4,
      rowsWithErrors: 3,
      failure: null,
    });
  });

  it('refuses a file with a quote that is never closed, naming its row, in English and Swahili', async () => {
    const rows = sevenRows(61).map((row) => line(row));
    rows[2] = rows[2]!.replace(',Amina,', ',"Amina,');
    const text = `${[line(BENEFICIARY_HEADER), ...rows].join('\r\n')}\r\n`;
    const view = await upload(text);
    expect(view).toMatchObject({ status: 'error', totalRecords: 0, validRecords: 0, rowsWithErrors: 0 });
    expect(view.failure).toMatch(
      /^Row 4 of this CSV file could not be read: a cell there starts with a quotation mark/,
    );
    const swahili = await uploadAndValidate(t, worker, officer, Buffer.from(text), { language: 'sw' });
    expect(swahili.failure).toMatch(/^Safu ya 4 ya faili hili la CSV haikuweza kusomwa/);
  });
});

describe('CSV encodings', () => {
  it('refuses a CSV saved in a Windows code page or as UTF-16, saying how to save it, in English and Swahili', async () => {
    const text = `${[BENEFICIARY_HEADER, beneficiaryRow(id(81), { first_name: 'Trésor' })].map((row) => line(row)).join('\r\n')}\r\n`;
    const windows = await uploadFile(t, officer, Buffer.from(text, 'latin1'));
    expect(windows.statusCode).toBe(415);
    expect(windows.json().detail).toMatch(/^This CSV file is not saved as UTF-8/);
    const utf16 = await uploadFile(
      t,
      officer,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      { language: 'sw' },
    );
    expect(utf16.statusCode).toBe(415);
    expect(utf16.json().detail).toMatch(/^Faili hili la CSV halijahifadhiwa kama UTF-8/);
  });
});

describe('rows with errors', () => {
  it('counts a row with several problems once: valid + rows with errors = total rows', async () => {
    const rows = [
      BENEFICIARY_HEADER,
      beneficiaryRow(id(71), { phone_number: '12', vulnerability_score: '9', gender: 'x' }),
      beneficiaryRow(id(72)),
      beneficiaryRow('', { location: 'DAD-KK1-B2', first_name: '' }),
      beneficiaryRow(id(72)),
    ];
    const summary = async () =>
      (
        await t.app.inject({ method: 'GET', url: `${IMPORTS_URL}/summary`, headers: { cookie: officer.cookie } })
      ).json<ImportSummary>();
    const before = await summary();
    const view = await upload(rows.map((row) => line(row)).join('\r\n'));
    expect(view).toMatchObject({ totalRecords: 4, validRecords: 1, rowsWithErrors: 3, errorCount: 7 });
    expect(view.validRecords + view.rowsWithErrors).toBe(view.totalRecords);
    const rowsInErrors = await t.database.db
      .selectDistinct({ row: importErrors.rowNumber })
      .from(importErrors)
      .where(eq(importErrors.importId, view.id));
    expect(rowsInErrors).toHaveLength(3);

    const after = await summary();
    // The summary counts every import: on a shared PostgreSQL other test files upload meanwhile.
    if (t.database.kind === 'pglite') expect(after.rowsWithErrors - before.rowsWithErrors).toBe(3);
    else expect(after.rowsWithErrors - before.rowsWithErrors).toBeGreaterThanOrEqual(3);
  });
});
