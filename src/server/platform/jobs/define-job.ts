import type { z } from 'zod';
import type { Database } from '@server/db/client';

/**
 * Short jobs (a mail, a notification) take seconds; long ones (an import, a
 * duplicate scan) take minutes. Each lane has its own workers, so a mail never
 * waits behind a scan.
 */
export type JobLane = 'short' | 'long';

/**
 * When the worker runs a job by itself. Every N minutes: at the next multiple
 * of N minutes since the epoch, so every instance books the same slot. Daily: at
 * this Kenyan time (HH:MM) on the Kenyan day after the run, so a run late at
 * night is not followed by another an hour later. At start: once each time a
 * worker starts (work that finds nothing to do once done).
 */
export type JobSchedule = { everyMinutes: number } | { dailyAt: `${number}:${number}` } | { atStart: true };

/** Payloads are JSON objects: the jobs table stores them as jsonb. */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;

/** After the last attempt failed, or its worker died on it: leaves the job's work in a state people can see and act on. */
export type FinalFailureHandler<Payload> = (payload: Payload, db: Database) => Promise<void>;

/** Everything the queue knows about one kind of job; its handler is registered beside it (background-jobs.ts). */
export interface JobDefinition<Schema extends PayloadSchema = PayloadSchema> {
  readonly queue: string;
  readonly lane: JobLane;
  /** Checked when the job is enqueued, parsed again before it runs: a handler only ever sees a payload that fits. */
  readonly payload: Schema;
  /** Runs at most this many times; the last failure is final. */
  readonly attempts: number;
  readonly onFinalFailure?: FinalFailureHandler<z.output<Schema>>;
  /** Kept by the worker: the next run is booked in the queue after every run, and at start when none is. */
  readonly schedule?: JobSchedule;
}

export type JobPayload<Definition> = Definition extends JobDefinition<infer Schema> ? z.output<Schema> : never;
export type JobPayloadInput<Definition> = Definition extends JobDefinition<infer Schema> ? z.input<Schema> : never;

export function defineJob<Schema extends PayloadSchema>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  if (!Number.isInteger(definition.attempts) || definition.attempts < 1)
    throw new Error(`job ${definition.queue}: attempts must be a whole number of at least 1`);
  if (definition.schedule && !definition.payload.safeParse({}).success)
    throw new Error(`job ${definition.queue}: a scheduled job runs with an empty payload`);
  return Object.freeze({ ...definition });
}

/** Why a job's stored payload does not fit its definition: the fields, never their values (they may be personal data). */
export function payloadProblem(error: z.ZodError): string {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.') || '(payload)'))];
  return `invalid payload: ${fields.join(', ')}`;
}
