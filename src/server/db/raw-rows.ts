import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs hand-written SQL and returns its rows. Both drivers (PGlite and
 * node-postgres) answer `{ rows }`; Drizzle's shared type does not say so.
 */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
