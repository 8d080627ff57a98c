import { eq, sql } from 'drizzle-orm';
import { IMPORT_BATCH_SIZE } from '../../../domain/import-templates';
import type { Database } from '../../db/client';
import { imports } from '../../db/schema';
import type { JobHandler } from '../../platform/jobs/job-worker';
import { afterRowsImported } from './after-rows-imported';
import { commitRecords } from './commit-records';
import { IMPORT_JOB_ATTEMPTS } from './validate-job';
import { claimPendingRows, countRowsImported, findImport, updateImport, type ImportRecordRow } from './queries';

export const COMMIT_IMPORT_QUEUE = 'imports.commit';

export interface CommitOptions {
  batchSize?: number;
  /** Stop after this many batches, as a crashed server would (tests). */
  maxBatches?: number;
  extendLease?: () => Promise<void>;
}

/**
 * One transaction per batch writes the records, flips the rows' `imported`
 * flag and adds to importedRecords: a batch is either wholly done or not at
 * all, and a rerun (second press, retry after a crash) only sees the rows
 * still pending. Answers true once every row is done.
 */
export async function commitImportBatches(db: Database, record: ImportRecordRow, options: CommitOptions = {}): Promise<boolean> {
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  let processed = await countRowsImported(db, record.id);
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch += 1) {
    const done = await db.transaction(async (tx) => {
      const rows = await claimPendingRows(tx, record.id, batchSize);
      if (rows.length === 0) return true;
      const ids = await commitRecords(
        tx,
        record.type,
        record.mode,
        rows.map((row) => row.data),
        { importId: record.id, actorUserId: record.uploadedByUserId },
      );
      processed += rows.length;
      await tx
        .update(imports)
        .set({
          importedRecords: sql`${imports.importedRecords} + ${ids.length}`,
          progress: Math.min(99, Math.floor((processed / Math.max(record.validRecords, 1)) * 100)),
          updatedAt: new Date(),
        })
        .where(eq(imports.id, record.id));
      if (record.type === 'beneficiaries') await afterRowsImported(tx, record.id, ids);
      return false;
    });
    if (done) return true;
    await options.extendLease?.();
  }
  return false;
}

/** Imports the valid rows of an import whose commit was requested (status processing). */
export function commitImportJob(db: Database): JobHandler {
  return async (payload, context) => {
    const record = await findImport(db, String(payload.importId));
    if (!record || record.status !== 'processing') return;
    try {
      await commitImportBatches(db, record, { extendLease: context.extendLease });
    } catch (error) {
      // After the last attempt the file goes back to validated: pressing the button again resumes where it stopped.
      if (context.attempt >= IMPORT_JOB_ATTEMPTS) await updateImport(db, record.id, { status: 'completed' });
      throw error;
    }
    await updateImport(db, record.id, { status: 'completed', progress: 100, committedAt: new Date() });
  };
}
