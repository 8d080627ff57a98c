import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ImportView } from '@domain/import-view';
import {
  DEDUP_KEYS_BACKFILL_JOB,
  dedupKeysBackfillHandler,
  DUPLICATE_CHECK_JOB,
  duplicateCheckHandler,
} from '@server/modules/duplicates/detection/jobs';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { COMMIT_IMPORT_JOB, commitImportJob } from './commit-job';
import { VALIDATE_IMPORT_JOB, validateImportJob } from './validate-job';
import { multipartBody, type Part } from '@server/modules/documents/beneficiary/document-fixtures';

/*
 * Import tests drive the real worker with drain(). On a shared PostgreSQL any
 * import test file's worker may pick up another's job, so they all keep files
 * in one directory: whichever worker runs a job finds its file.
 */

export const IMPORTS_URL = '/api/v1/imports';
export const BENEFICIARY_HEADER = [
  'progres_id',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'nationality',
  'location',
  'phone_number',
  'household_id',
  'vulnerability_score',
  'status',
  'skills',
];
export const PROJECT_HEADER = [
  'code',
  'name',
  'partner',
  'type',
  'location',
  'target_beneficiaries',
  'budget',
  'start_date',
  'end_date',
  'status',
];

export function createImportsTestApp(options: { ownDatabase?: boolean } = {}): Promise<TestApp> {
  return createTestApp({ env: { FILES_DIR: path.join(os.tmpdir(), 'livelihood-imports-test-files') }, ...options });
}

/**
 * A worker for the jobs an import sets off: validating, committing and checking the new people for
 * duplicates. On a database shared with other files, their long jobs (a full scan of everyone, the nightly
 * retention) are not this file's to run: a drain here would wait on them.
 */
export async function importWorker(t: TestApp): Promise<JobWorker> {
  const db = t.database.db;
  return new JobWorker(db, { retryBaseDelayMs: 0 })
    .register(VALIDATE_IMPORT_JOB, validateImportJob(db, await createFileStorage(t.config)))
    .register(COMMIT_IMPORT_JOB, commitImportJob(db))
    .register(DUPLICATE_CHECK_JOB, duplicateCheckHandler(db))
    .register(DEDUP_KEYS_BACKFILL_JOB, dedupKeysBackfillHandler(db));
}

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

/** ProGres IDs no other test file makes: a random country code (Q..) and camp letters. */
export function progresIds(): (sequence: number) => string {
  const prefix = `Q${letters(2)}-${letters(3)}-2021-`;
  return (sequence) => `${prefix}${String(sequence).padStart(6, '0')}`;
}

/**
 * A beneficiary row in template order, with overrides by column. Each default
 * row is a different person (family name, phone), so imports in other tests
 * do not raise duplicate alerts against each other.
 */
export function beneficiaryRow(progresId: string, overrides: Record<string, string> = {}): string[] {
  const values: Record<string, string> = {
    progres_id: progresId,
    first_name: 'Amina',
    last_name: `Hassan ${letters(1)}${letters(6).toLowerCase()}`,
    date_of_birth: '1990-05-14',
    gender: 'female',
    nationality: 'SOM',
    location: 'DAD-IFO-B12',
    phone_number: `07${randomInt(10_000_000, 99_999_999)}`,
    // A household of its own: rows of every run would otherwise share one household on a reused database and alert on each other.
    household_id: `HH-${letters(8)}`,
    vulnerability_score: '3.5',
    status: 'active',
    skills: 'Tailoring;Cooking',
    ...overrides,
  };
  return BENEFICIARY_HEADER.map((column) => values[column] ?? '');
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const csvOf = (rows: string[][]) =>
  Buffer.from(rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n', 'utf8');

export async function xlsxOf(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface UploadOptions {
  type?: string;
  mode?: string;
  name?: string;
  language?: string;
}

export async function uploadFile(t: TestApp, user: BuiltUser | null, bytes: Buffer, options: UploadOptions = {}) {
  const parts: Part[] = [['type', options.type ?? 'beneficiaries']];
  if (options.mode) parts.push(['mode', options.mode]);
  parts.push(['file', { bytes, name: options.name ?? 'registry.csv', type: 'text/csv' }]);
  const body = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: IMPORTS_URL,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': options.language ?? 'en', ...(user ? { cookie: user.cookie } : {}) },
  });
}

export async function getImport(t: TestApp, user: BuiltUser, id: string, language = 'en'): Promise<ImportView> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${IMPORTS_URL}/${id}`,
    headers: { cookie: user.cookie, 'accept-language': language },
  });
  if (response.statusCode !== 200) throw new Error(`GET import ${response.statusCode} ${response.body}`);
  return response.json<ImportView>();
}

const isValidatingOrImporting = (view: ImportView) => view.status === 'validating' || view.status === 'processing';
const isCheckingDuplicates = (view: ImportView) =>
  view.duplicateCheck.status === 'pending' || view.duplicateCheck.status === 'running';

/**
 * Runs jobs until the import leaves validating/processing (another file's
 * worker may hold it for a moment); with `duplicateCheck`, also until the check
 * of the people it imported has ended.
 */
export async function settle(
  t: TestApp,
  worker: JobWorker,
  user: BuiltUser,
  id: string,
  language = 'en',
  options: { duplicateCheck?: boolean } = {},
): Promise<ImportView> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    // Imports and duplicate checks are long jobs; on a shared PostgreSQL database other files may have
    // queued thousands of notification mails (a message to a whole camp), which are not this file's to send.
    await worker.drain('long');
    const view = await getImport(t, user, id, language);
    if (!isValidatingOrImporting(view) && !(options.duplicateCheck && isCheckingDuplicates(view))) return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not settle`);
}

/** Uploads and waits for validation; fails loudly when the upload is refused. */
export async function uploadAndValidate(
  t: TestApp,
  worker: JobWorker,
  user: BuiltUser,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<ImportView> {
  const response = await uploadFile(t, user, bytes, options);
  if (response.statusCode !== 202) throw new Error(`upload ${response.statusCode} ${response.body}`);
  return settle(t, worker, user, response.json<ImportView>().id, options.language);
}

export function commit(t: TestApp, user: BuiltUser | null, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `${IMPORTS_URL}/${id}/commit`,
    headers: user ? { cookie: user.cookie } : {},
  });
}
