import { sql } from 'drizzle-orm';
import { nairobiToday } from '@domain/kenya-day';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import type { JobDefinition, JobSchedule } from './define-job';
import { enqueue } from './enqueue-job';

const DAY_MS = 86_400_000;

/** The run after one at `now`; null for a job that runs only when a worker starts. */
export function nextScheduledRun(schedule: JobSchedule, now: Date): Date | null {
  if ('everyMinutes' in schedule) {
    const period = schedule.everyMinutes * 60_000;
    return new Date((Math.floor(now.getTime() / period) + 1) * period);
  }
  if ('dailyAt' in schedule) return new Date(Date.parse(`${nairobiToday(now)}T${schedule.dailyAt}:00+03:00`) + DAY_MS);
  return null;
}

/**
 * One key for every booking of a schedule: however many instances book, and
 * whenever, at most one run is queued or running at a time.
 */
export const scheduleKey = (queue: string) => `${queue}:scheduled`;

/** Books the run after one that has just ended (completed or failed for good). */
export async function bookNextRun(db: Database, definition: JobDefinition, now: Date): Promise<void> {
  const runAfter = definition.schedule ? nextScheduledRun(definition.schedule, now) : null;
  if (!runAfter) return;
  await enqueue(db, definition, {}, { runAfter, singletonKey: scheduleKey(definition.queue) });
}

/**
 * At a worker's start: a run due now for a schedule with nothing queued or
 * running (a new database, a chain cut by hand), and one for each at-start job.
 * A run booked under an older key counts: the schedule goes on after it.
 */
export async function bookMissingRun(db: Database, definition: JobDefinition): Promise<void> {
  if (!definition.schedule) return;
  if (!('atStart' in definition.schedule)) {
    const [live] = await rawRows<{ id: string }>(
      db,
      sql`select id from background_jobs where queue = ${definition.queue} and status in ('queued', 'running') limit 1`,
    );
    if (live) return;
  }
  await enqueue(db, definition, {}, { singletonKey: scheduleKey(definition.queue) });
}
