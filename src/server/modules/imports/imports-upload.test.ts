import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, imports } from '@server/db/schema';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import type { TestApp } from '@server/test-support/test-app';
import {
  BENEFICIARY_HEADER,
  IMPORTS_URL,
  beneficiaryRow,
  createImportsTestApp,
  csvOf,
  getImport,
  importWorker,
  progresIds,
  uploadAndValidate,
  uploadFile,
  xlsxOf,
} from './imports-fixtures';
import { insertImport } from './queries';
import { newImportKey } from './service';
import { validateImportJob } from './validate-job';
import { zipBombWorkbook } from './zip-bomb-fixtures';

let t: TestApp;
let worker: JobWorker;
let officer: BuiltUser;
const id = progresIds();

const get = (user: BuiltUser | null, url: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
  });

/** Three good rows and two bad ones (rows 3 and 5 of the sheet). */
const mixedRows = () => [
  BENEFICIARY_HEADER,
  beneficiaryRow(id(1), { first_name: "N'Goma", last_name: 'Cabdullaahi Xuseen' }),
  beneficiaryRow(id(2), { phone_number: '12', vulnerability_score: '9' }),
  beneficiaryRow(id(3), { first_name: 'Trésor', phone_number: '+254712345679', skills: '' }),
  beneficiaryRow('', { location: 'DAD-KK1-B2', gender: 'unknown' }),
  beneficiaryRow(id(1)),
  beneficiaryRow(id(4), { phone_number: '254712345670' }),
];

beforeAll(async () => {
  t = await createImportsTestApp();
  worker = await importWorker(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});

afterAll(async () => t.close());

describe('templates', () => {
  it('downloads the beneficiary CSV template: the exact columns and an example row that validates', async () => {
    const response = await get(officer, `${IMPORTS_URL}/templates/beneficiaries.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="beneficiaries-template.csv"');
    const [header, example] = response.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(BENEFICIARY_HEADER.join(','));
    expect(example?.split(',')[0]).toBe('KEN-DAD-2019-004512');
  });

  it('downloads XLSX templates with a data sheet and a help sheet describing each column', async () => {
    for (const type of ['beneficiaries', 'projects']) {
      const response = await get(officer, `${IMPORTS_URL}/templates/${type}.xlsx`);
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const [data, help] = workbook.worksheets;
      expect(data!.rowCount).toBe(2);
      expect(help!.name).toBe('Help');
      const described = help!.getColumn(1).values.slice(2).filter(Boolean);
      expect(described).toEqual((data!.getRow(1).values as string[]).slice(1));
    }
  });

  it('answers 404 for an unknown template, 401 without a session and 403 to other portals', async () => {
    expect((await get(officer, `${IMPORTS_URL}/templates/people.csv`)).statusCode).toBe(404);
    expect((await get(officer, `${IMPORTS_URL}/templates/projects.pdf`)).statusCode).toBe(404);
    expect((await get(null, `${IMPORTS_URL}/templates/projects.csv`)).statusCode).toBe(401);
    expect((await get(await buildUser(t), `${IMPORTS_URL}/templates/projects.csv`)).statusCode).toBe(403);
  });
});

describe('upload and validation', () => {
  it('validates a CSV in the background: every error with its row and column, in English and Swahili', async () => {
    const response = await uploadFile(t, officer, csvOf(mixedRows()), { name: 'dadaab-march.csv' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      fileName: 'dadaab-march.csv',
      type: 'beneficiaries',
      mode: 'create',
      format: 'csv',
      status: 'validating',
    });

    const view = await uploadAndValidate(t, worker, officer, csvOf(mixedRows()));
    expect(view).toMatchObject({
      status: 'completed',
      progress: 100,
      totalRecords: 6,
      validRecords: 3,
      rowsWithErrors: 3,
      errorCount: 6,
      successRate: 50,
      importedRecords: 0,
    });
    expect(view.errors).toEqual([
      { row: 3, column: 'phone_number', message: 'Invalid phone number format' },
      {
        row: 3,
        column: 'vulnerability_score',
        message: 'Vulnerability score must be between 0 and 5 with at most one decimal',
      },
      { row: 5, column: 'progres_id', message: 'Missing ProGres ID' },
      { row: 5, column: 'gender', message: 'Choose a gender' },
      {
        row: 5,
        column: 'location',
        message: 'Location must be camp-area-block with an area of that camp, e.g. DAD-IFO-B12',
      },
      { row: 6, column: 'progres_id', message: 'This ProGres ID is also on row 2' },
    ]);

    const swahili = (await get(officer, `${IMPORTS_URL}/${view.id}`, 'sw')).json();
    expect(swahili.errors[0]).toEqual({
      row: 3,
      column: 'phone_number',
      message: 'Muundo wa nambari ya simu si sahihi',
    });
    expect(swahili.errors[2].message).toBe('Kitambulisho cha ProGres hakipo');

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'import.upload'), eq(auditEvents.targetId, view.id)));
    expect(audit).toMatchObject({
      actorUserId: officer.userId,
      targetType: 'import',
      details: { type: 'beneficiaries', format: 'csv', mode: 'create' },
    });
  });

  it('reads an XLSX file: dates, numbers and text cells alike', async () => {
    const rows: (string | number | Date)[][] = [
      BENEFICIARY_HEADER,
      [
        id(10),
        'Halimo',
        'Yusuf',
        new Date(Date.UTC(1988, 3, 2)),
        'Female',
        'som',
        'dad-ifo-b12',
        712345678,
        'HH-9',
        4.5,
        'Active',
        'Cooking',
      ],
      [id(11), 'Jean-Claude', 'Mugisha', '2199-01-01', 'male', 'COD', 'KAK-KK2-B7', '', '', '', 'retired', ''],
    ];
    const view = await uploadAndValidate(t, worker, officer, await xlsxOf(rows), { name: 'kakuma.xlsx' });
    expect(view).toMatchObject({ format: 'xlsx', status: 'completed', totalRecords: 2, validRecords: 1 });
    expect(view.errors).toEqual([
      { row: 3, column: 'date_of_birth', message: 'The date of birth cannot be in the future' },
      { row: 3, column: 'status', message: 'Choose Active, Inactive or Transferred' },
    ]);
    const report = await get(officer, `${IMPORTS_URL}/${view.id}/errors.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(id(11));
    expect(sheet.getRow(2).getCell(13).value).toBe(
      'date_of_birth: The date of birth cannot be in the future; status: Choose Active, Inactive or Transferred',
    );
  });

  it("an XLSX report that fails part-way is logged by error name, without the file's contents", async () => {
    const rows: (string | number | Date)[][] = [
      BENEFICIARY_HEADER,
      [id(40), 'Sahra', 'Gedi', '2199-01-01', 'female', 'SOM', 'DAD-IFO-B1', '', '', '', 'active', ''],
    ];
    const view = await uploadAndValidate(t, worker, officer, await xlsxOf(rows), { name: 'broken.xlsx' });
    const [stored] = await t.database.db
      .select({ key: imports.storageKey })
      .from(imports)
      .where(eq(imports.id, view.id));
    // The stored file replaced by one that is no workbook, as a disk or bucket fault would leave it.
    await (
      await createFileStorage(t.config)
    ).put(stored!.key, Buffer.from('PK\u0003\u0004 not a workbook: Sahra Gedi'));
    const logged = t.logs.length;
    const report = await get(officer, `${IMPORTS_URL}/${view.id}/errors.xlsx`).catch((error: Error) => error);
    expect(report instanceof Error || report.statusCode >= 500).toBe(true);
    const lines = t.logs.slice(logged).filter((line) => line.includes('import error report failed'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ importId: view.id, error: { name: expect.any(String) } });
    expect(lines[0]).not.toContain('Sahra');
  });

  it('refuses a whole file whose columns do not match the template, naming them', async () => {
    const header = BENEFICIARY_HEADER.filter((name) => name !== 'gender').concat('camp');
    const view = await uploadAndValidate(t, worker, officer, csvOf([header, beneficiaryRow(id(20))]));
    expect(view.status).toBe('error');
    expect(view.failure).toBe('The columns do not match the template. Missing: gender. Not in the template: camp.');
    expect(view.totalRecords).toBe(0);
  });

  it('refuses a file with more rows than an import takes, asking to split it', async () => {
    // Validated by a handler with a cap of 2 called directly: no queued job, so no other worker can take it.
    const storage = await createFileStorage(t.config);
    const validate = validateImportJob(t.database.db, storage, 2);
    const rows = [BENEFICIARY_HEADER, beneficiaryRow(id(30)), beneficiaryRow(id(31)), beneficiaryRow(id(32))];
    const validated = async (fileRows: string[][]) => {
      const key = newImportKey();
      await storage.put(key, csvOf(fileRows));
      const record = await insertImport(t.database.db, {
        type: 'beneficiaries',
        mode: 'create',
        fileName: 'long.csv',
        storageKey: key,
        fileSize: 1,
        format: 'csv',
        status: 'validating',
        uploadedByUserId: officer.userId,
      });
      await validate({ importId: record.id }, { jobId: 'capped', attempt: 1, lastAttempt: false });
      return getImport(t, officer, record.id);
    };
    const tooLong = await validated(rows);
    expect(tooLong).toMatchObject({ status: 'error', totalRecords: 0, validRecords: 0, errorCount: 0 });
    expect(tooLong.failure).toBe(
      'This file has more than 2 rows. Split it into files of at most 2 rows and upload each one.',
    );
    expect(await validated(rows.slice(0, 3))).toMatchObject({ status: 'completed', totalRecords: 2, validRecords: 2 });
  });

  it('refuses a workbook that unpacks hundreds of times over (a zip bomb), saying why, in English and Swahili', async () => {
    const bomb = await zipBombWorkbook(10_000_000);
    const view = await uploadAndValidate(t, worker, officer, bomb, { name: 'bomb.xlsx' });
    expect(view).toMatchObject({ format: 'xlsx', status: 'error', totalRecords: 0 });
    expect(view.failure).toBe(
      'This workbook unpacks to far more text than a spreadsheet of its size holds, so it was not read. Save it again from Excel as .xlsx or as "CSV UTF-8" and upload it again.',
    );
    expect((await getImport(t, officer, view.id, 'sw')).failure).toMatch(
      /^Faili hili la Excel linafunguka kuwa maandishi mengi mno/,
    );
  });

  it('refuses a file that is not CSV or XLSX by its content, whatever its name', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
    const response = await uploadFile(t, officer, png, { name: 'registry.csv' });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toBe('Only Excel (.xlsx) and CSV files are supported.');
    const docx = await uploadFile(t, officer, Buffer.from('PK\u0003\u0004 not really a workbook'), {
      name: 'registry.xlsx',
    });
    expect(docx.statusCode).toBe(415);
  });

  it('refuses a file over 50MB with 413, in the reader language', async () => {
    const line = `${beneficiaryRow(id(30)).join(',')}\r\n`;
    const big = Buffer.from(line.repeat(Math.ceil((51 * 1024 * 1024) / line.length)));
    const response = await uploadFile(t, officer, big, { language: 'sw' });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Faili hili ni kubwa mno. Ukubwa wa juu ni 50MB.');
  });

  it('asks for the type and the file', async () => {
    const response = await uploadFile(t, officer, csvOf([BENEFICIARY_HEADER]), { type: 'people' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'type', message: 'Choose what the file holds: beneficiaries or projects' },
    ]);
  });

  it('is for approved staff only', async () => {
    const file = csvOf([BENEFICIARY_HEADER]);
    expect((await uploadFile(t, null, file)).statusCode).toBe(401);
    expect((await uploadFile(t, await buildUser(t), file)).statusCode).toBe(403);
    expect((await uploadFile(t, await buildEmployer(t), file)).statusCode).toBe(403);
    const pending = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null });
    expect((await uploadFile(t, pending, file)).statusCode).toBe(403);
    expect((await get(await buildEmployer(t), IMPORTS_URL)).statusCode).toBe(403);
    expect((await get(null, `${IMPORTS_URL}/summary`)).statusCode).toBe(401);
  });
});

describe('error reports and history', () => {
  it('downloads every error as CSV, and the rows with errors as XLSX with an errors column (formula safe)', async () => {
    const rows = mixedRows();
    rows[2]![1] = '=HYPERLINK("http://evil.example","x")';
    const view = await uploadAndValidate(t, worker, officer, csvOf(rows));
    const csv = await get(officer, `${IMPORTS_URL}/${view.id}/errors.csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('row,column,message');
    expect(lines).toHaveLength(1 + view.errorCount);
    expect(lines[1]).toBe('3,first_name,"Use letters, spaces, hyphens and apostrophes only (no digits or symbols)"');

    const xlsx = await get(officer, `${IMPORTS_URL}/${view.id}/errors.xlsx`, 'sw');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(13).value).toBe('errors');
    expect(sheet.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(String(sheet.getRow(2).getCell(13).value)).toContain('phone_number: Muundo wa nambari ya simu si sahihi');

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'import.error_report'), eq(auditEvents.targetId, view.id)));
    expect(audits.map((audit) => audit.details)).toEqual([
      { format: 'csv', errorCount: view.errorCount },
      { format: 'xlsx', errorCount: view.errorCount },
    ]);
  });

  it('lists the history newest first with the first 3 errors of each', async () => {
    const view = await uploadAndValidate(t, worker, officer, csvOf(mixedRows()));
    const page = (await get(officer, `${IMPORTS_URL}?page=1&pageSize=100`)).json();
    const mine = page.items.find((item: { id: string }) => item.id === view.id);
    expect(mine.errors).toHaveLength(3);
    expect(mine.errorCount).toBe(6);
    const times = page.items.map((item: { uploadedAt: string }) => item.uploadedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get(officer, `${IMPORTS_URL}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(officer, `${IMPORTS_URL}/not-an-id/errors.csv`)).statusCode).toBe(404);
  });
});
