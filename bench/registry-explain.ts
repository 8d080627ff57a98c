import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { withAdvisoryLock, type Database, type DatabaseHandle } from '@server/db/client';
import * as schema from '@server/db/schema';

/*
 * The benchmark's PostgreSQL handle, as openPostgres builds it plus a query
 * recorder: with --explain, the statements of one request are captured and run
 * again under EXPLAIN (ANALYZE, BUFFERS) to show where the time goes.
 */

interface Captured {
  sql: string;
  params: unknown[];
}

class Recorder implements Logger {
  recording = false;
  captured: Captured[] = [];
  logQuery(query: string, params: unknown[]): void {
    if (this.recording) this.captured.push({ sql: query, params });
  }
}

export interface BenchDatabase extends DatabaseHandle {
  pool: pg.Pool;
  /** The read statements the database ran for `work`, in order. */
  capture(work: () => Promise<unknown>): Promise<Captured[]>;
}

export function openBenchDatabase(url: string): BenchDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  const recorder = new Recorder();
  const db = drizzle(pool, { schema, logger: recorder }) as unknown as Database;
  return {
    db,
    backgroundDb: db,
    pool,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    exclusively: (name, work) => withAdvisoryLock(pool, name, work),
    capture: async (work) => {
      recorder.captured = [];
      recorder.recording = true;
      try {
        await work();
      } finally {
        recorder.recording = false;
      }
      return recorder.captured.filter((query) => /^\s*(select|with)\b/i.test(query.sql));
    },
  };
}

/** EXPLAIN ANALYZE of each captured read, slowest first: its SQL, then its plan. */
export async function explainSlowest(database: BenchDatabase, queries: Captured[], keep = 2): Promise<string[]> {
  const plans: { ms: number; text: string }[] = [];
  for (const query of queries) {
    const result = await database.pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params,
    );
    const lines = result.rows.map((row) => row['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? 0);
    plans.push({
      ms,
      text: `${query.sql}\n  params: ${JSON.stringify(query.params)}\n${lines.map((line) => `    ${line}`).join('\n')}`,
    });
  }
  return plans
    .sort((a, b) => b.ms - a.ms)
    .slice(0, keep)
    .map((plan) => `-- ${plan.ms.toFixed(1)} ms\n${plan.text}`);
}
