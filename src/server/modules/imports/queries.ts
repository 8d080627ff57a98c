import { and, asc, count, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ImportType } from '@domain/import-templates';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { rawRows } from '@server/db/raw-rows';
import { importErrors, importRows, imports } from '@server/db/schema';

export type ImportRecordRow = typeof imports.$inferSelect;
export type NewImportError = Omit<typeof importErrors.$inferInsert, 'id'>;
export type NewImportRow = typeof importRows.$inferInsert;
export type ImportErrorRow = typeof importErrors.$inferSelect;

export async function insertImport(db: Database, values: typeof imports.$inferInsert): Promise<ImportRecordRow> {
  const [row] = await db.insert(imports).values(values).returning();
  return row!;
}

/** `visible` narrows to the imports a staff member may see (import-scope.ts); jobs read any. */
export async function findImport(db: Database, id: string, visible?: SQL): Promise<ImportRecordRow | null> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), visible));
  return row ?? null;
}

export async function updateImport(
  db: Database,
  id: string,
  values: Partial<typeof imports.$inferInsert>,
): Promise<void> {
  await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(imports.id, id));
}

/** Moves a validated, not yet imported (nor purged) file to processing; false when another request already did. */
/** A file's counts before (or without) a validation that finished. */
export const EMPTY_COUNTS = { totalRecords: 0, validRecords: 0, errorCount: 0 };

/** Refuses an upload still validating with `failureReason`, clearing whatever rows it had written; false when it was no longer validating. */
export async function refuseValidatingImport(db: Database, id: string, failureReason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const refused = await tx
      .update(imports)
      .set({ status: 'error', failureReason, failureParams: null, ...EMPTY_COUNTS, updatedAt: new Date() })
      .where(and(eq(imports.id, id), eq(imports.status, 'validating')))
      .returning({ id: imports.id });
    if (refused.length > 0) await clearValidation(tx, id);
    return refused.length > 0;
  });
}

export async function startCommit(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ status: 'processing', progress: 0, updatedAt: new Date() })
    .where(
      and(eq(imports.id, id), eq(imports.status, 'completed'), isNull(imports.committedAt), isNull(imports.purgedAt)),
    )
    .returning({ id: imports.id });
  return rows.length > 0;
}

export async function listImports(
  db: Database,
  page: number,
  pageSize: number,
  visible?: SQL,
): Promise<{ rows: ImportRecordRow[]; total: number }> {
  const rows = await db
    .select()
    .from(imports)
    .where(visible)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(imports).where(visible);
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
export async function* streamErrors(
  db: Database,
  importId: string,
  batchSize = 1000,
): AsyncGenerator<ImportErrorRow[]> {
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

/** A row the batch could not stage: an earlier batch of the file holds its key (at firstRow), or (firstRow null) the registry does. */
export interface RefusedRow {
  key: string;
  firstRow: number | null;
}

/** Whether the row `i`'s key is a registered ProGres ID or project code. */
const IS_REGISTERED: Record<ImportType, SQL> = {
  beneficiaries: sql`exists (select 1 from beneficiaries t where t.progres_id = i.record_key)`,
  projects: sql`exists (select 1 from projects t where t.code = i.record_key)`,
};

/**
 * Stages a batch's valid rows in one statement, and answers the rows it refused. The rows travel
 * as one JSON parameter read back with jsonb_to_recordset (two parameters, not five thousand).
 * A key an earlier batch of the file holds is refused by the unique index (key, import), and is
 * answered with that batch's row, which the statement's snapshot sees (its own inserts it does
 * not). With `checkRegistry` (create mode) a key already in the registry is refused too.
 */
export async function stageRows(
  db: Database,
  importId: string,
  type: ImportType,
  checkRegistry: boolean,
  rows: NewImportRow[],
): Promise<RefusedRow[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({ row_number: row.rowNumber, record_key: row.recordKey, data: row.data })),
  );
  return rawRows<RefusedRow>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${json}::jsonb) as r(row_number integer, record_key text, data jsonb)),
        registered as (
          select i.record_key from input i where ${checkRegistry ? IS_REGISTERED[type] : sql`false`}),
        staged as (
          insert into import_rows (import_id, row_number, record_key, data)
          select ${importId}::uuid, i.row_number, i.record_key, i.data from input i
          where not exists (select 1 from registered g where g.record_key = i.record_key)
          on conflict (record_key, import_id) do nothing
          returning record_key)
        select i.record_key as "key",
          (select e.row_number from import_rows e where e.record_key = i.record_key and e.import_id = ${importId}::uuid) as "firstRow"
        from input i
        where not exists (select 1 from staged s where s.record_key = i.record_key)`,
  );
}

/** A batch's errors, in the given order: the error report reads them by id. */
export async function insertErrors(db: Database, importId: string, errors: NewImportError[]): Promise<void> {
  if (errors.length === 0) return;
  const json = JSON.stringify(
    errors.map((error, ordinal) => ({
      ordinal,
      row_number: error.rowNumber,
      record_key: error.recordKey,
      column: error.column,
      message_key: error.messageKey,
      params: error.params,
    })),
  );
  await db.execute(sql`insert into import_errors (import_id, row_number, record_key, "column", message_key, params)
    select ${importId}::uuid, r.row_number, r.record_key, r."column", r.message_key, r.params
    from jsonb_to_recordset(${json}::jsonb) as r(ordinal integer, row_number integer, record_key text, "column" text, message_key text, params jsonb)
    order by r.ordinal`);
}

/** How many of an import's rows are at or below a commit mark. */
export async function countRowsThrough(db: Database, importId: string, throughRow: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), lte(importRows.rowNumber, throughRow)));
  return toCount(row?.value);
}

export async function readCommitMark(db: Database, importId: string): Promise<number> {
  const [row] = await db.select({ mark: imports.committedThroughRow }).from(imports).where(eq(imports.id, importId));
  return row?.mark ?? 0;
}

/** The next batch after a row: the number of its last row and how many rows it holds; null when no row is left. */
export async function nextBatchAfter(
  db: Database,
  importId: string,
  afterRow: number,
  limit: number,
): Promise<{ throughRow: number; rows: number } | null> {
  const [row] = await rawRows<{ throughRow: number | null; rows: unknown }>(
    db,
    sql`select max(row_number) as "throughRow", count(*) as rows from (
          select row_number from import_rows where import_id = ${importId} and row_number > ${afterRow}
          order by row_number limit ${limit}) batch`,
  );
  return row?.throughRow ? { throughRow: row.throughRow, rows: toCount(row.rows) } : null;
}

/**
 * Moves the commit mark from one batch's first row to its last, adding its records; false when the
 * mark is not where the batch started (the batch before it failed, or another run got there first).
 */
export async function moveCommitMark(
  db: Database,
  importId: string,
  fromRow: number,
  toRow: number,
  recordsWritten: number,
  progress: number,
): Promise<boolean> {
  const moved = await db
    .update(imports)
    .set({
      committedThroughRow: toRow,
      importedRecords: sql`${imports.importedRecords} + ${recordsWritten}`,
      progress,
      updatedAt: new Date(),
    })
    .where(and(eq(imports.id, importId), eq(imports.committedThroughRow, fromRow)))
    .returning({ id: imports.id });
  return moved.length > 0;
}
