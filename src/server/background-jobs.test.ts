import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from './background-jobs';
import { duplicateScans, importRows, imports } from './db/schema';
import { DUPLICATE_CHECK_JOB, FULL_SCAN_JOB } from './modules/duplicates/detection/jobs';
import { VALIDATE_IMPORT_JOB } from './modules/imports/validate-job';
import type { JobDefinition } from './platform/jobs/define-job';
import type { JobWorker } from './platform/jobs/job-worker';
import { enqueue } from './platform/jobs/enqueue-job';
import { createFileStorage } from './platform/storage/create-file-storage';
import { createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
let worker: JobWorker;

// A database of its own: an unfinished scan here must not hold up another file's scans.
beforeAll(async () => {
  t = await createTestApp({
    ownDatabase: true,
    env: { FILES_DIR: path.join(os.tmpdir(), 'livelihood-background-jobs-test-files') },
  });
  worker = createBackgroundJobs(t.database.db, await createFileStorage(t.config), {
    mailer: t.mailer,
    baseUrl: t.config.baseUrl,
  });
});
afterAll(async () => t.close());

/** What a process that died on a job's last attempt leaves: the job running, its lease in the past. */
async function diedOnLastAttempt(definition: JobDefinition, payload: Record<string, unknown>): Promise<void> {
  const { id } = await enqueue(t.database.db, { ...definition, attempts: 1 }, payload);
  await t.database.db.execute(
    sql`update background_jobs set status = 'running', attempts = 1, lease_until = now() - interval '1 second', locked_by = 'dead-worker' where id = ${id}`,
  );
}

const newImport = (values: Partial<typeof imports.$inferInsert>) =>
  t.database.db
    .insert(imports)
    .values({
      type: 'beneficiaries',
      fileName: 'registry.csv',
      storageKey: 'imports/none',
      fileSize: 10,
      format: 'csv',
      ...values,
    })
    .returning()
    .then((rows) => rows[0]!);

describe('work whose job died on every attempt is never left looking unfinished', () => {
  it('refuses a file whose validation brought its worker down each time', async () => {
    const upload = await newImport({ status: 'validating', progress: 40, totalRecords: 7 });
    await t.database.db
      .insert(importRows)
      .values({ importId: upload.id, rowNumber: 2, recordKey: 'KEN-DAD-2019-000001', data: {} });
    await diedOnLastAttempt(VALIDATE_IMPORT_JOB, { importId: upload.id });

    await worker.drain();
    const [after] = await t.database.db.select().from(imports).where(eq(imports.id, upload.id));
    expect(after).toMatchObject({ status: 'error', failureReason: 'errors:imports.failed', totalRecords: 0 });
    expect(await t.database.db.select().from(importRows).where(eq(importRows.importId, upload.id))).toHaveLength(0);
  });

  it("says an import's duplicate check failed rather than running", async () => {
    const upload = await newImport({ status: 'completed', duplicateCheckStatus: 'running', duplicateChecksPending: 1 });
    await diedOnLastAttempt(DUPLICATE_CHECK_JOB, { beneficiaryIds: [], importId: upload.id });

    await worker.drain();
    const [after] = await t.database.db.select().from(imports).where(eq(imports.id, upload.id));
    expect(after).toMatchObject({ duplicateCheckStatus: 'failed', duplicateChecksPending: 0 });
  });

  it('marks a full scan failed, so it no longer blocks the next one', async () => {
    const [scan] = await t.database.db
      .insert(duplicateScans)
      .values({ status: 'running', total: 100, processed: 30 })
      .returning();
    await diedOnLastAttempt(FULL_SCAN_JOB, { scanId: scan!.id });

    await worker.drain();
    const [after] = await t.database.db.select().from(duplicateScans).where(eq(duplicateScans.id, scan!.id));
    expect(after).toMatchObject({ status: 'failed' });
  });
});
