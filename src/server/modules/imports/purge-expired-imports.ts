import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { IMPORT_RETENTION_DAYS } from '@domain/import-templates';
import type { Database } from '@server/db/client';
import { importRows, imports } from '@server/db/schema';
import type { FileStorage } from '@server/platform/storage/file-storage';

const DAY_MS = 86_400_000;
/** Uploads purged per transaction: one import's rows may be 100,000, so a few at a time. */
const PURGE_BATCH = 20;
/** States an upload rests in; one being read or imported is left until it is done. */
const AT_REST = ['completed', 'error'] as const;

/**
 * The imports' retention rule, run nightly by the data-retention job: deletes
 * the stored file and the rows' values of every upload older than
 * IMPORT_RETENTION_DAYS, and marks it purged. The file goes first: if the run
 * stops between the two, the next run finds the upload again and deleting a
 * missing file is no error. Marking and clearing share a transaction, and only
 * an upload at rest is marked, so a commit never starts on rows being cleared
 * (startCommit requires an unpurged upload). Answers how many were purged.
 */
export async function purgeExpiredImports(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IMPORT_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const due = await db
      .select({ id: imports.id, storageKey: imports.storageKey })
      .from(imports)
      .where(and(isNull(imports.purgedAt), lt(imports.createdAt, cutoff), inArray(imports.status, AT_REST)))
      .orderBy(imports.createdAt)
      .limit(PURGE_BATCH);
    if (due.length === 0) return purged;
    for (const upload of due) {
      await storage.delete(upload.storageKey);
      const marked = await db.transaction(async (tx) => {
        const rows = await tx
          .update(imports)
          .set({ purgedAt: now, updatedAt: now })
          .where(and(eq(imports.id, upload.id), isNull(imports.purgedAt), inArray(imports.status, AT_REST)))
          .returning({ id: imports.id });
        if (rows.length === 0) return false;
        // The values go; the row number and record key stay for the summary's "errors resolved".
        await tx
          .update(importRows)
          .set({ data: sql`'{}'::jsonb` })
          .where(eq(importRows.importId, upload.id));
        return true;
      });
      if (marked) purged += 1;
    }
    // A short batch was the last (an upload that started importing meanwhile waits for a later run).
    if (due.length < PURGE_BATCH) return purged;
  }
}
