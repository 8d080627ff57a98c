import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { beneficiaries } from '@server/db/schema';
import type { SearchTerm } from '@domain/registry-search';
import { listColumns, withSearchSettings } from './queries';

const BATCH = 1000;

const exportColumns = {
  ...listColumns,
  phoneNumber: beneficiaries.phoneNumber,
  householdId: beneficiaries.householdId,
  skills: beneficiaries.skills,
  // As text, so the keyset cursor keeps the microseconds a JavaScript Date would drop.
  cursorAt: sql<string>`${beneficiaries.createdAt}::text`,
};

export type ExportQueryRow = Awaited<ReturnType<typeof selectBatch>>[number];

interface Cursor {
  at: string;
  id: string;
}

function selectBatch(db: Database, where: SQL | undefined, after: Cursor | null, limit: number) {
  const afterCursor = after
    ? sql`(${beneficiaries.createdAt} < ${after.at}::timestamptz or (${beneficiaries.createdAt} = ${after.at}::timestamptz and ${beneficiaries.id} > ${after.id}))`
    : undefined;
  return db
    .select(exportColumns)
    .from(beneficiaries)
    .where(and(where, afterCursor))
    .orderBy(sql`${beneficiaries.createdAt} desc nulls last`, asc(beneficiaries.id))
    .limit(limit);
}

/**
 * The matching people newest first, a batch at a time by keyset (no OFFSET,
 * no transaction held while the file streams), stopping at `cap` rows.
 */
export async function* streamRegistryRows(
  db: Database,
  where: SQL | undefined,
  term: SearchTerm | null,
  cap: number,
): AsyncGenerator<ExportQueryRow[]> {
  let after: Cursor | null = null;
  let remaining = cap;
  while (remaining > 0) {
    const cursor: Cursor | null = after;
    const batch: ExportQueryRow[] = await withSearchSettings(db, term, (tx) =>
      selectBatch(tx, where, cursor, Math.min(BATCH, remaining)),
    );
    if (batch.length === 0) return;
    yield batch;
    remaining -= batch.length;
    const last = batch[batch.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
    if (batch.length < BATCH) return;
  }
}
