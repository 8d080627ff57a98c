import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';

/** A queued or running job, as the work it belongs to shows it (an import's card says whether its commit is resuming). */
export interface LiveJob {
  singletonKey: string;
  payload: Record<string, unknown>;
  status: 'queued' | 'running';
  attempts: number;
  maxAttempts: number;
  /** Running, but its worker has not renewed the lease in time: it died, and another worker takes the job over. */
  leaseLapsed: boolean;
}

/** The queued or running job under each of these singleton keys (found through the key's index). */
export async function liveJobsByKey(db: Database, singletonKeys: string[]): Promise<LiveJob[]> {
  if (singletonKeys.length === 0) return [];
  const keys = sql.join(
    singletonKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  return rawRows<LiveJob>(
    db,
    sql`select singleton_key as "singletonKey", payload, status, attempts, max_attempts as "maxAttempts",
          coalesce(status = 'running' and lease_until < now(), false) as "leaseLapsed"
        from background_jobs where singleton_key in (${keys}) and status in ('queued', 'running')`,
  );
}
