import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const BACKGROUND_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

/**
 * Durable background work (imports, duplicate scans, notifications). A job is
 * claimed with FOR UPDATE SKIP LOCKED, so each runs once however many app
 * instances poll; a running job whose lease ran out (its process died) is
 * claimed again, so work survives a restart.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: BACKGROUND_JOB_STATUSES }).notNull().default('queued'),
    /** At most one queued or running job per key (e.g. one scan of the registry at a time). */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the worker holds the job until this time and extends it as it goes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** The last failure, for operators; never personal data (handlers throw plain messages). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('background_jobs_claim_idx').on(table.status, table.runAfter),
    uniqueIndex('background_jobs_singleton_key')
      .on(table.singletonKey)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);
