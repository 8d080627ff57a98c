import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFormat } from '@domain/import-templates';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import {
  BENEFICIARY_HEADER,
  beneficiaryRow,
  commit,
  createImportsTestApp,
  csvOf,
  getImport,
  progresIds,
} from './imports-fixtures';
import { insertImport } from './queries';
import { readImportFile } from './read-import-file';
import { newImportKey } from './service';
import { MAX_IMPORT_ROWS, validateImportJob, type ImportFileReader } from './validate-job';

/*
 * The lines of a CSV are counted from its bytes apart from the parser. Here the
 * parser is made to lose a row in silence, as it once did when a file's rows
 * had other line endings than its header: the import must notice, say so and
 * refuse to import. The handler is called directly (no queued job), so no
 * other worker can read the file with the real parser.
 */

let t: TestApp;
let storage: FileStorage;
let officer: BuiltUser;
const id = progresIds();

beforeAll(async () => {
  t = await createImportsTestApp();
  storage = await createFileStorage(t.config);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});

afterAll(async () => t.close());

/** Reads as readImportFile does, but drops the sheet's row 3. */
const losingRow3: ImportFileReader = async function* (format, open, facts) {
  for await (const row of readImportFile(format, open, facts)) if (row.rowNumber !== 3) yield row;
};

async function validated(bytes: Buffer, readFile: ImportFileReader, format: ImportFormat = 'csv') {
  const key = newImportKey();
  await storage.put(key, bytes);
  const record = await insertImport(t.database.db, {
    type: 'beneficiaries',
    mode: 'create',
    fileName: 'registry.csv',
    storageKey: key,
    fileSize: bytes.length,
    format,
    status: 'validating',
    uploadedByUserId: officer.userId,
  });
  await validateImportJob(
    t.database.db,
    storage,
    MAX_IMPORT_ROWS,
    readFile,
  )({ importId: record.id }, { jobId: 'lines', attempt: 1, lastAttempt: false });
  return getImport(t, officer, record.id);
}

describe('lines counted apart from the parser', () => {
  it('refuses to import a file read as fewer rows than it has lines, and says why in English and Swahili', async () => {
    const file = csvOf([
      BENEFICIARY_HEADER,
      beneficiaryRow(id(1)),
      beneficiaryRow(id(2), { phone_number: '12' }),
      beneficiaryRow(id(3)),
      beneficiaryRow(id(4)),
    ]);
    const view = await validated(file, losingRow3);
    expect(view).toMatchObject({ status: 'completed', totalRecords: 3, validRecords: 3 });
    expect(view.failure).toBe(
      'This file has 4 lines with data but 3 rows were read from it, so it may have been read wrongly and is not imported. Save it again from Excel as "CSV UTF-8" (or as .xlsx) and upload it again.',
    );

    const refused = await commit(t, officer, view.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().detail).toBe(view.failure);
    expect(await getImport(t, officer, view.id)).toMatchObject({
      status: 'completed',
      importedAt: null,
      importedRecords: 0,
    });
    expect((await getImport(t, officer, view.id, 'sw')).failure).toMatch(
      /^Faili hili lina mistari 4 yenye data lakini safu 3 ndizo zilizosomwa/,
    );
  });

  it('finds nothing to say when the lines and the rows agree', async () => {
    const file = csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(11)), beneficiaryRow(id(12))]);
    expect(await validated(file, readImportFile)).toMatchObject({
      status: 'completed',
      totalRecords: 2,
      validRecords: 2,
      failure: null,
    });
  });
});
