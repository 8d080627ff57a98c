import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ImportType } from '../../../domain/import-templates';
import type { Database } from '../../db/client';
import { toCount } from '../../db/count';
import { rawRows } from '../../db/raw-rows';
import { beneficiaries, importErrors, importRows, imports, projects } from '../../db/schema';

export type ImportRecordRow = typeof imports.$inferSelect;
export type NewImportError = Omit<typeof importErrors.$inferInsert, 'id'>;
export type NewImportRow = typeof importRows.$inferInsert;
export type ImportErrorRow = typeof importErrors.$inferSelect;

export async function insertImport(db: Database, values: typeof imports.$inferInsert): Promise<ImportRecordRow> {
  const [row] = await db.insert(imports).values(values).returning();
  return row!;
}

export async function findImport(db: Database, id: string): Promise<ImportRecordRow | null> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row ?? null;
}

export async function updateImport(db: Database, id: string, values: Partial<typeof imports.$inferInsert>): Promise<void> {
  await db.update(imports).set({ ...values, updatedAt: new Date() }).where(eq(imports.id, id));
}

/** Moves a validated, not yet imported file to processing; false when another request already did. */
export async function startCommit(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ status: 'processing', progress: 0, updatedAt: new Date() })
    .where(and(eq(imports.id, id), eq(imports.status, 'completed'), isNull(imports.committedAt)))
    .returning({ id: imports.id });
  return rows.length > 0;
}

export async function listImports(db: Database, page: number, pageSize: number): Promise<{ rows: ImportRecordRow[]; total: number }> {
  const rows = await db
    .select()
    .from(imports)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(imports);
  return { rows, total: toCount(total?.value) };
}

/** The first errors of several imports at once (the history page shows a preview of each). */
export async function firstErrors(db: Database, importIds: string[], limit: number): Promise<ImportErrorRow[]> {
  if (importIds.length === 0) return [];
  return rawRows<ImportErrorRow>(
    db,
    sql`select e.id, e.import_id as "importId", e.row_number as "rowNumber", e.record_key as "recordKey", e."column", e.message_key as "messageKey", e.params
        from unnest(array[${sql.join(
          importIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]) as i(id)
        cross join lateral (select * from import_errors where import_id = i.id order by row_number, id limit ${limit}) e`,
  );
}

/** All errors of an import in row order, a page at a time (keyset on id): the error report streams them. */
export async function* streamErrors(db: Database, importId: string, batchSize = 1000): AsyncGenerator<ImportErrorRow[]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(importErrors)
      .where(and(eq(importErrors.importId, importId), gt(importErrors.id, after)))
      .orderBy(asc(importErrors.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]!.id;
  }
}

/** A restarted validation begins again from the first row: what a dead run wrote goes first. */
export async function clearValidation(db: Database, importId: string): Promise<void> {
  await db.delete(importRows).where(eq(importRows.importId, importId));
  await db.delete(importErrors).where(eq(importErrors.importId, importId));
}

export async function insertValidationBatch(db: Database, rows: NewImportRow[], errors: NewImportError[]): Promise<void> {
  if (rows.length > 0) await db.insert(importRows).values(rows);
  if (errors.length > 0) await db.insert(importErrors).values(errors);
}

/** Which of these ProGres IDs (or project codes) are already in the registry. */
export async function existingKeys(db: Database, type: ImportType, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  if (type === 'beneficiaries') {
    const rows = await db.select({ key: beneficiaries.progresId }).from(beneficiaries).where(inArray(beneficiaries.progresId, keys));
    return new Set(rows.map((row) => row.key!));
  }
  const rows = await db.select({ key: projects.code }).from(projects).where(inArray(projects.code, keys));
  return new Set(rows.map((row) => row.key));
}

/** The next rows not yet imported, locked for this transaction. */
export async function pendingRows(db: Database, importId: string, limit: number) {
  return rawRows<{ rowNumber: number; data: Record<string, unknown> }>(
    db,
    sql`select row_number as "rowNumber", data from import_rows
        where import_id = ${importId} and imported = false order by row_number limit ${limit} for update skip locked`,
  );
}

export async function markRowsImported(db: Database, importId: string, rowNumbers: number[]): Promise<void> {
  await db.update(importRows).set({ imported: true }).where(and(eq(importRows.importId, importId), inArray(importRows.rowNumber, rowNumbers)));
}

export async function countRowsImported(db: Database, importId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(importRows).where(and(eq(importRows.importId, importId), eq(importRows.imported, true)));
  return toCount(row?.value);
}
