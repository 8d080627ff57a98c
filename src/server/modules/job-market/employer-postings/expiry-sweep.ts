import type { FastifyBaseLogger } from 'fastify';
import { nairobiToday } from '@domain/kenya-day';
import type { Database } from '@server/db/client';
import { closePostingsPastDeadline } from './queries';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Writes down what the API already shows: a posting whose application deadline
 * has passed is closed. The API never trusts the stored status alone (see
 * effectiveJobStatus), so a missed sweep delays only the stored value.
 */
export async function closeExpiredPostings(db: Database, now: Date = new Date()): Promise<number> {
  return closePostingsPastDeadline(db, nairobiToday(now), now);
}

/** Runs the sweep now and every hour; the timer never keeps the process alive. Returns a stop function. */
export function startExpirySweep(
  db: Database,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): () => void {
  const run = () =>
    closeExpiredPostings(db, clock()).then(
      (closed) => closed > 0 && log.info({ closed }, 'closed job postings past their deadline'),
      (error: unknown) => log.error({ err: error }, 'job posting expiry sweep failed'),
    );
  void run();
  const timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
