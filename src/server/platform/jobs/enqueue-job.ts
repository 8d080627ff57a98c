import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { backgroundJobs } from '@server/db/schema';
import type { JobDefinition, PayloadSchema } from './define-job';

export interface EnqueueOptions {
  /** Not before this time (a retry, a scheduled run). */
  runAfter?: Date;
  /** While a job with this key is queued or running, enqueueing another returns the existing one. */
  singletonKey?: string;
}

/**
 * Adds a job of this definition; inside the caller's transaction when given
 * one, so the job exists exactly when the work it belongs to was committed. A
 * payload that does not fit the definition throws here, in the code that made it.
 */
export async function enqueue<Schema extends PayloadSchema>(
  db: Database,
  definition: JobDefinition<Schema>,
  payload: z.input<Schema>,
  options: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      queue: definition.queue,
      payload: definition.payload.parse(payload),
      runAfter: options.runAfter ?? new Date(),
      singletonKey: options.singletonKey ?? null,
      maxAttempts: definition.attempts,
    })
    .onConflictDoNothing({
      target: backgroundJobs.singletonKey,
      where: sql`${backgroundJobs.status} in ('queued', 'running')`,
    })
    .returning({ id: backgroundJobs.id });
  if (row) return { id: row.id, created: true };
  const [found] = await rawRows<{ id: string }>(
    db,
    sql`select id from background_jobs where singleton_key = ${options.singletonKey ?? null} and status in ('queued', 'running') limit 1`,
  );
  if (!found) throw new Error(`job ${definition.queue} was neither created nor found`);
  return { id: found.id, created: false };
}

/** Rows a statement: a group message to a whole camp stays a handful of statements. */
const CHUNK = 1000;

/** Many jobs of one definition at once (a mail per person of a group message), set-based, with no singleton keys. */
export async function enqueueMany<Schema extends PayloadSchema>(
  db: Database,
  definition: JobDefinition<Schema>,
  payloads: z.input<Schema>[],
): Promise<void> {
  const rows = payloads.map((payload) => ({
    queue: definition.queue,
    payload: definition.payload.parse(payload),
    maxAttempts: definition.attempts,
  }));
  for (let start = 0; start < rows.length; start += CHUNK)
    await db.insert(backgroundJobs).values(rows.slice(start, start + CHUNK));
}
