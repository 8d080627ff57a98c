import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** PGlite returns count(*) as a number, node-postgres as a string: one place converts. */
export function toCount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number.parseInt(value, 10);
  return 0;
}

/** A count that stopped early: `exact` false means there are more than `count` rows. */
export interface BoundedCount {
  count: number;
  exact: boolean;
}

/**
 * Counts the matching rows up to `upTo`, reading at most one row more: the
 * count of 900,000 people reads 900,000 index entries, this reads 10,001. A
 * figure past `upTo` is shown as "more than upTo", which is all a page needs.
 */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  upTo: number,
): Promise<BoundedCount> {
  const limit = Math.max(0, Math.floor(upTo)) + 1;
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit)
    .as('matching');
  const [row] = await db.select({ total: sql<unknown>`count(*)` }).from(matching);
  const counted = toCount(row?.total);
  return counted > upTo ? { count: upTo, exact: false } : { count: counted, exact: true };
}
