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

/**
 * A batch's rows and errors travel as one JSON parameter per table, read back
 * with jsonb_to_recordset: two statements of two parameters instead of a
 * thousand-row VALUES list of five thousand.
 */
export async function insertValidationBatch(db: Database, importId: string, rows: NewImportRow[], errors: NewImportError[]): Promise<void> {
  if (rows.length > 0) {
    const json = JSON.stringify(rows.map((row) => ({ row_number: row.rowNumber, record_key: row.recordKey, data: row.data })));
    await db.execute(sql`insert into import_rows (import_id, row_number, record_key, data)
      select ${importId}::uuid, r.row_number, r.record_key, r.data from jsonb_to_recordset(${json}::jsonb) as r(row_number integer, record_key text, data jsonb)`);
  }
  if (errors.length > 0) {
    const json = JSON.stringify(errors.map((error, ordinal) => ({ ordinal, row_number: error.rowNumber, record_key: error.recordKey, column: error.column, message_key: error.messageKey, params: error.params })));
    await db.execute(sql`insert into import_errors (import_id, row_number, record_key, "column", message_key, params)
      select ${importId}::uuid, r.row_number, r.record_key, r."column", r.message_key, r.params
      from jsonb_to_recordset(${json}::jsonb) as r(ordinal integer, row_number integer, record_key text, "column" text, message_key text, params jsonb)
      -- In the given order: the error report reads errors by id.
      order by r.ordinal`);
  }
}

/** Which of these keys earlier rows of the same file hold, with those rows' numbers. */
export async function stagedKeys(db: Database, importId: string, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: importRows.recordKey, rowNumber: importRows.rowNumber })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), inArray(importRows.recordKey, keys)));
  return new Map(rows.map((row) => [row.key, row.rowNumber]));
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

/**
 * Claims the next rows not yet imported and marks them imported, in one
 * statement of the caller's transaction: if the batch's transaction fails,
 * the flag goes back with everything else.
 */
export async function claimPendingRows(db: Database, importId: string, limit: number) {
  const rows = await rawRows<{ rowNumber: number; data: Record<string, unknown> }>(
    db,
    sql`update import_rows set imported = true
        where import_id = ${importId} and row_number in (
          select row_number from import_rows
          where import_id = ${importId} and imported = false order by row_number limit ${limit} for update skip locked)
        returning row_number as "rowNumber", data`,
  );
  return rows.sort((a, b) => a.rowNumber - b.rowNumber);
}

export async function countRowsImported(db: Database, importId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(importRows).where(and(eq(importRows.importId, importId), eq(importRows.imported, true)));
  return toCount(row?.value);
}
