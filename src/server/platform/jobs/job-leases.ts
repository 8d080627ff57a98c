import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';

/*
 * The SQL of a job's life in the jobs table. Leases are measured by the
 * database's clock, never the instance's: instances whose clocks disagree by
 * a few seconds must still agree on when a lease has run out.
 */

export interface ClaimedJob {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * A claim holds the job under a token of its own, not the instance's: if a
 * lease lapses inside a live process and another lane of the same instance
 * takes the job over, the first run's heartbeat sees the job is no longer its
 * own and stops, as it would against another instance.
 */
export interface HeldJob extends ClaimedJob {
  claim: string;
}

const queueList = (queues: string[]) =>
  sql.join(
    queues.map((queue) => sql`${queue}`),
    sql`, `,
  );
const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000}::double precision)`;

/** Claims the next due job of these queues under `claim`; a running job past its lease belongs to a worker that died and is due again. */
export async function claimJob(
  db: Database,
  queues: string[],
  claim: string,
  leaseMs: number,
): Promise<HeldJob | null> {
  const [claimed] = await rawRows<ClaimedJob>(
    db,
    sql`
    update background_jobs set status = 'running', attempts = attempts + 1, lease_until = ${leaseEnd(leaseMs)}, locked_by = ${claim}
    where id = (
      select id from background_jobs
      where queue in (${queueList(queues)})
        and ((status = 'queued' and run_after <= now()) or (status = 'running' and lease_until < now() and attempts < max_attempts))
      order by run_after
      for update skip locked
      limit 1
    )
    returning id, queue, payload, attempts, max_attempts`,
  );
  return claimed ? { ...claimed, claim } : null;
}

/**
 * A job whose worker died on its last attempt (say the job itself brought the
 * process down) is not taken over again: it is marked failed, and answered so
 * its definition can leave its work in a state people can act on.
 */
export async function failAbandonedJobs(db: Database, queues: string[]): Promise<ClaimedJob[]> {
  return rawRows<ClaimedJob>(
    db,
    sql`update background_jobs set status = 'failed', last_error = 'abandoned: its worker stopped on the last attempt', finished_at = now(), lease_until = null
        where queue in (${queueList(queues)}) and status = 'running' and lease_until < now() and attempts >= max_attempts
        returning id, queue, payload, attempts, max_attempts`,
  );
}

/** Every change below is made only while the job is still held by this claim: one whose lease lapsed must not overwrite its successor's state. */
const stillHeld = (job: HeldJob) => sql`id = ${job.id} and locked_by = ${job.claim} and status = 'running'`;

async function changed(db: Database, statement: SQL): Promise<boolean> {
  return (await rawRows<{ id: string }>(db, sql`${statement} returning id`)).length > 0;
}

/** Renews the lease; false when the job is no longer this worker's. */
export function renewLease(db: Database, job: HeldJob, leaseMs: number): Promise<boolean> {
  return changed(db, sql`update background_jobs set lease_until = ${leaseEnd(leaseMs)} where ${stillHeld(job)}`);
}

/** False when the job is no longer this claim's (its successor finishes it). */
export function completeJob(db: Database, job: HeldJob): Promise<boolean> {
  return changed(
    db,
    sql`update background_jobs set status = 'completed', finished_at = now(), lease_until = null where ${stillHeld(job)}`,
  );
}

/**
 * Gives a job back to the queue, due now, for any worker (this instance is
 * shutting down). The attempt it was on is not counted: stopping is not failing.
 */
export async function handBackJob(db: Database, job: HeldJob): Promise<void> {
  await changed(
    db,
    sql`update background_jobs set status = 'queued', attempts = greatest(attempts - 1, 0), run_after = now(), lease_until = null, locked_by = null
        where ${stillHeld(job)}`,
  );
}

/**
 * Records a failed attempt; answers true when it was the last one (the job is
 * now failed). `hopeless`: retrying cannot help (a payload that does not fit), so it is the last.
 */
export async function recordJobFailure(
  db: Database,
  job: HeldJob,
  failure: string,
  retryBaseDelayMs: number,
  hopeless = false,
): Promise<boolean> {
  if (hopeless || job.attempts >= job.max_attempts) {
    return changed(
      db,
      sql`update background_jobs set status = 'failed', last_error = ${failure}, finished_at = now(), lease_until = null where ${stillHeld(job)}`,
    );
  }
  const retryAt = new Date(Date.now() + retryBaseDelayMs * 2 ** (job.attempts - 1));
  await changed(
    db,
    sql`update background_jobs set status = 'queued', last_error = ${failure}, run_after = ${retryAt}, lease_until = null where ${stillHeld(job)}`,
  );
  return false;
}

/** An error's message may quote a row's values (a ProGres ID in a unique violation): its kind only is kept. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'non-error thrown';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} (${code})` : error.name;
}
