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
  // In the same statement as the people: a second query per batch, with 1,000 ids, cost as much as the batch.
  // Spelled out: in a select list drizzle leaves columns unqualified, and "id" would be the enrolment's.
  programmeCount: sql<unknown>`(select count(*) from project_enrolments as counted
    where counted.beneficiary_id = "beneficiaries"."id" and counted.status in ('enrolled', 'completed'))`,
  // As text, so the keyset cursor keeps the microseconds a JavaScript Date would drop.
  cursorAt: sql<string>`${beneficiaries.createdAt}::text`,
};

export type ExportQueryRow = Awaited<ReturnType<typeof selectBatch>>[number];

interface Cursor {
  at: string;
  id: string;
}

/**
 * The rows after the cursor in (created_at desc, id asc) order. The OR alone
 * cannot bound an index scan, so every batch would read again all the rows
 * exported before it; the plain `created_at <=` beside it (implied by the OR,
 * so the same rows) starts the scan at the cursor.
 */
function afterCursor(after: Cursor | null): SQL | undefined {
  if (!after) return undefined;
  const at = sql`${after.at}::timestamptz`;
  return sql`${beneficiaries.createdAt} <= ${at} and (${beneficiaries.createdAt} < ${at} or (${beneficiaries.createdAt} = ${at} and ${beneficiaries.id} > ${after.id}))`;
}

function selectBatch(db: Database, where: SQL | undefined, after: Cursor | null, limit: number) {
  return db
    .select(exportColumns)
    .from(beneficiaries)
    .where(and(where, afterCursor(after)))
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
  batchSize = BATCH,
): AsyncGenerator<ExportQueryRow[]> {
  let after: Cursor | null = null;
  let remaining = cap;
  while (remaining > 0) {
    const cursor: Cursor | null = after;
    const batch: ExportQueryRow[] = await withSearchSettings(db, term, (tx) =>
      selectBatch(tx, where, cursor, Math.min(batchSize, remaining)),
    );
    if (batch.length === 0) return;
    yield batch;
    remaining -= batch.length;
    const last = batch[batch.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
    if (batch.length < batchSize) return;
  }
}
