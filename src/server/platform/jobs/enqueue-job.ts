import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { backgroundJobs } from '@server/db/schema';

export interface NewJob {
  queue: string;
  payload: Record<string, unknown>;
  /** Not before this time (a retry, a scheduled reminder). */
  runAfter?: Date;
  /** While a job with this key is queued or running, enqueueing another returns the existing one. */
  singletonKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job; inside the caller's transaction when given one, so the job
 * exists exactly when the work it belongs to was committed.
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      runAfter: job.runAfter ?? new Date(),
      singletonKey: job.singletonKey ?? null,
      maxAttempts: job.maxAttempts ?? 3,
    })
    .onConflictDoNothing({
      target: backgroundJobs.singletonKey,
      where: sql`${backgroundJobs.status} in ('queued', 'running')`,
    })
    .returning({ id: backgroundJobs.id });
  if (row) return { id: row.id, created: true };
  const [found] = await rawRows<{ id: string }>(
    db,
    sql`select id from background_jobs where singleton_key = ${job.singletonKey ?? null} and status in ('queued', 'running') limit 1`,
  );
  if (!found) throw new Error(`job ${job.queue} was neither created nor found`);
  return { id: found.id, created: false };
}
