import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';

/*
 * Helpers for the demo registry seed, which writes its thousands of rows with
 * INSERT ... SELECT in the database: one statement instead of thousands of
 * round trips keeps the first start fast on the embedded PGlite.
 */

/**
 * A pseudo-random whole number in [0, 2^32) from a key and a salt: the same on
 * every database (hashtext is PostgreSQL's own string hash), so the seed writes
 * the same values each time. Salts are constants of the seed, inlined.
 */
export function hashOf(key: SQL, salt: string): SQL<number> {
  return sql<number>`(hashtext((${key})::text || ${sql.raw(`'${salt}'`)})::bigint + 2147483648)`;
}

/** A pseudo-random fraction in [0, 1). */
export function fractionOf(key: SQL, salt: string): SQL<number> {
  return sql<number>`(${hashOf(key, salt)} / 4294967296.0)`;
}

/** Picks from a list given as one parameter ('|'-separated), favouring the first entries: the weight falls as index^(1/skew). */
export function pickFrom(list: readonly string[], key: SQL, salt: string, skew = 1): SQL<string> {
  const array = sql`string_to_array(${list.join('|')}::text, '|')`;
  return sql<string>`(${array})[1 + floor(${sql.raw(String(list.length))} * power(${fractionOf(key, salt)}, ${sql.raw(String(skew))}))::int]`;
}

/**
 * Whether the i-th of `total` rows (1-based) is one of `wanted` rows spread
 * evenly among them: exactly `wanted` rows answer true, so counts such as
 * "234 registered this month" come out exact.
 */
export function isEvenlyChosen(index: SQL, wanted: number, total: number): SQL<boolean> {
  if (total <= 0) return sql<boolean>`false`;
  return sql<boolean>`((${index}) * ${sql.raw(String(wanted))} / ${sql.raw(String(total))} > ((${index}) - 1) * ${sql.raw(String(wanted))} / ${sql.raw(String(total))})`;
}

/** The rows of a raw statement, whichever driver runs it (both answer `{ rows }`). */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
