import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_RETENTION_DAYS } from '@domain/import-templates';
import { beneficiaries, importRows, imports } from '@server/db/schema';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { StoredFileNotFoundError, type FileStorage } from '@server/platform/storage/file-storage';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import {
  BENEFICIARY_HEADER,
  IMPORTS_URL,
  beneficiaryRow,
  commit,
  createImportsTestApp,
  csvOf,
  getImport,
  importWorker,
  progresIds,
  settle,
  uploadAndValidate,
} from './imports-fixtures';
import { findImport } from './queries';
import { purgeExpiredImports } from './purge-expired-imports';

const DAY_MS = 86_400_000;

let t: TestApp;
let worker: JobWorker;
let storage: FileStorage;
let officer: BuiltUser;

beforeAll(async () => {
  // The purge looks at every upload in the database, and counts what it did: a database of its own.
  t = await createImportsTestApp({ ownDatabase: true });
  worker = await importWorker(t);
  storage = await createFileStorage(t.config);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});
afterAll(async () => t.close());

/** Moves an upload's date back, as if it had been uploaded that many days ago. */
async function uploadedDaysAgo(id: string, days: number) {
  await t.database.db
    .update(imports)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(imports.id, id));
}

async function storageKeyOf(id: string) {
  return (await findImport(t.database.db, id))!.storageKey;
}

async function isStored(key: string) {
  try {
    (await storage.get(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) return false;
    throw error;
  }
}

const rowsOf = (id: string) =>
  t.database.db
    .select({ recordKey: importRows.recordKey, data: importRows.data })
    .from(importRows)
    .where(eq(importRows.importId, id))
    .orderBy(importRows.rowNumber);

const get = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: officer.cookie, 'accept-language': language } });

async function registrySync(): Promise<{ pendingImportId: string | null }> {
  return (await get('/api/v1/staff/dashboard')).json().registrySync;
}

describe(`uploads older than ${IMPORT_RETENTION_DAYS} days`, () => {
  it('lose their stored file and their rows’ values; their counts, errors and record keys stay, and they can no longer be imported', async () => {
    const id = progresIds();
    // A registry export never imported, with one bad row; a list imported long ago; and this week's upload.
    const pendingExport = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1)), beneficiaryRow(id(2)), beneficiaryRow(id(3), { gender: 'x' })]),
      {
        mode: 'update',
      },
    );
    const imported = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(4)), beneficiaryRow(id(5))]),
    );
    expect((await commit(t, officer, imported.id)).statusCode).toBe(202);
    expect(await settle(t, worker, officer, imported.id, 'en', { duplicateCheck: true })).toMatchObject({
      importedRecords: 2,
    });
    const recent = await uploadAndValidate(t, worker, officer, csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(6))]));

    await uploadedDaysAgo(pendingExport.id, IMPORT_RETENTION_DAYS + 1);
    await uploadedDaysAgo(imported.id, IMPORT_RETENTION_DAYS + 30);
    const before = await getImport(t, officer, pendingExport.id);
    expect(Date.parse(before.keptUntil) - Date.parse(before.uploadedAt)).toBe(IMPORT_RETENTION_DAYS * DAY_MS);
    expect(before.purgedAt).toBeNull();
    expect((await registrySync()).pendingImportId).toBe(pendingExport.id);
    const keys = {
      pendingExport: await storageKeyOf(pendingExport.id),
      imported: await storageKeyOf(imported.id),
      recent: await storageKeyOf(recent.id),
    };

    expect(await purgeExpiredImports(t.database.db, storage, new Date())).toBe(2);

    expect(await isStored(keys.pendingExport)).toBe(false);
    expect(await isStored(keys.imported)).toBe(false);
    expect(await isStored(keys.recent)).toBe(true);
    expect(await rowsOf(pendingExport.id)).toEqual([
      { recordKey: id(1), data: {} },
      { recordKey: id(2), data: {} },
    ]);
    expect((await rowsOf(recent.id))[0]!.data).toMatchObject({ progresId: id(6) });

    const after = await getImport(t, officer, pendingExport.id);
    expect(after.purgedAt).not.toBeNull();
    expect(after).toMatchObject({ validRecords: 2, errorCount: 1, totalRecords: 3, errors: before.errors });
    // The people the old list brought in stay in the registry.
    expect(
      await t.database.db
        .select({ id: beneficiaries.id })
        .from(beneficiaries)
        .where(inArray(beneficiaries.progresId, [id(4), id(5)])),
    ).toHaveLength(2);
    expect(await getImport(t, officer, imported.id)).toMatchObject({ importedRecords: 2 });

    // Importing it now is refused with the reason, in the reader's language; nothing is imported.
    const refused = await commit(t, officer, pendingExport.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/rows were deleted: uploads are kept for 90 days.*Upload the file again/);
    const refusedSw = await t.app.inject({
      method: 'POST',
      url: `${IMPORTS_URL}/${pendingExport.id}/commit`,
      headers: { cookie: officer.cookie, 'accept-language': 'sw' },
    });
    expect(refusedSw.json().detail).toMatch(/siku 90.*Pakia faili tena/);
    expect(await getImport(t, officer, pendingExport.id)).toMatchObject({
      status: 'completed',
      importedRecords: 0,
      importedAt: null,
    });
    // Nor is it offered as the dashboard's "Sync Now".
    expect((await registrySync()).pendingImportId).not.toBe(pendingExport.id);

    // The spreadsheet report needed the file; the CSV report still lists the error.
    const xlsx = await get(`${IMPORTS_URL}/${pendingExport.id}/errors.xlsx`);
    expect(xlsx.statusCode).toBe(409);
    expect(xlsx.json().detail).toMatch(/The CSV error report still lists every error/);
    const csv = await get(`${IMPORTS_URL}/${pendingExport.id}/errors.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/^\uFEFF?row,column,message\r?\n4,gender,/);

    // Nothing is left to do on a second run, and this week's upload still imports.
    expect(await purgeExpiredImports(t.database.db, storage, new Date())).toBe(0);
    expect((await commit(t, officer, recent.id)).statusCode).toBe(202);
    expect(await settle(t, worker, officer, recent.id)).toMatchObject({ importedRecords: 1 });
  });

  it('are left alone while being imported, and purged once the import is done', async () => {
    const id = progresIds();
    const upload = await uploadAndValidate(t, worker, officer, csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1))]));
    await uploadedDaysAgo(upload.id, IMPORT_RETENTION_DAYS + 1);
    await t.database.db.update(imports).set({ status: 'processing' }).where(eq(imports.id, upload.id));

    expect(await purgeExpiredImports(t.database.db, storage, new Date())).toBe(0);
    expect((await rowsOf(upload.id))[0]!.data).toMatchObject({ progresId: id(1) });

    await t.database.db
      .update(imports)
      .set({ status: 'completed', committedAt: new Date() })
      .where(eq(imports.id, upload.id));
    expect(await purgeExpiredImports(t.database.db, storage, new Date())).toBe(1);
  });
});
