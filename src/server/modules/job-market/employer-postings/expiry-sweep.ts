import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { nairobiToday } from '@domain/kenya-day';
import type { Database } from '@server/db/client';
import { defineJob, type JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import { closePostingsPastDeadline } from './queries';

/** Every hour; a run now on a new database. */
export const POSTING_EXPIRY_JOB = defineJob({
  queue: 'job-postings.close-expired',
  // The short lane is for mail; an hourly statement can wait behind an import.
  lane: 'long',
  payload: z.object({}),
  // A sweep that fails is not retried: the next hour's asks again, and the API already shows the posting closed.
  attempts: 1,
  schedule: { everyMinutes: 60 },
});

/**
 * Writes down what the API already shows: a posting whose application deadline
 * has passed is closed. The API never trusts the stored status alone (see
 * effectiveJobStatus), so a missed sweep delays only the stored value.
 */
export async function closeExpiredPostings(db: Database, now: Date = new Date()): Promise<number> {
  return closePostingsPastDeadline(db, nairobiToday(now), now);
}

export function postingExpiryHandler(
  db: Database,
  log?: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): JobHandler<JobPayload<typeof POSTING_EXPIRY_JOB>> {
  return async () => {
    const closed = await closeExpiredPostings(db, clock());
    if (closed > 0) log?.info({ closed }, 'closed job postings past their deadline');
  };
}
