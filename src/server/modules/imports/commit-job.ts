import { z } from 'zod';
import { IMPORT_BATCH_SIZE } from '@domain/import-templates';
import type { Database } from '@server/db/client';
import { handled } from '@server/platform/handled';
import { defineJob, type JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import { afterRowsImported } from './after-rows-imported';
import { commitRowRange } from './commit-records';
import {
  countRowsThrough,
  findImport,
  moveCommitMark,
  nextBatchAfter,
  readCommitMark,
  updateImport,
  type ImportRecordRow,
} from './queries';

export const COMMIT_IMPORT_QUEUE = 'imports.commit';

/** Enqueued under commitJobKey (commit-run.ts): one commit run per import at a time. */
export const COMMIT_IMPORT_JOB = defineJob({
  queue: COMMIT_IMPORT_QUEUE,
  lane: 'long',
  // `resumed`: started again by Resume import, which the card shows as resuming.
  payload: z.object({ importId: z.guid(), resumed: z.boolean().optional() }),
  attempts: 3,
});

export interface CommitOptions {
  batchSize?: number;
  /** Stop after this many batches, as a crashed server would (tests). */
  maxBatches?: number;
  /** Aborted when the worker stops: no new batch starts, the ones under way finish or roll back. */
  signal?: AbortSignal;
}

/** Batches in flight: the next batch's records are written while the one before it commits. */
const BATCHES_IN_FLIGHT = 2;

/** The batch before this one did not commit: this one must not either. */
class BatchOutOfTurnError extends Error {
  constructor() {
    super('the batch before this one did not commit');
  }
}

/**
 * One transaction per batch writes the records of rows (afterRow, throughRow],
 * then moves the import's commit mark from afterRow to throughRow and adds to
 * importedRecords: a batch is either wholly done or not at all, and a rerun
 * (second press, retry after a crash) starts after the mark.
 *
 * The records are the costly part, so the next batch writes its own while this
 * one is still open (on PostgreSQL, two connections and two cores). It moves
 * the mark only once this one has committed, and not at all if this one
 * failed: the mark never passes a row that is not in.
 */
function commitBatch(
  db: Database,
  record: ImportRecordRow,
  afterRow: number,
  throughRow: number,
  progress: number,
  before: Promise<void>,
): Promise<void> {
  return db.transaction(async (tx) => {
    const ids = await commitRowRange(tx, record, afterRow, throughRow);
    await before.catch(() => {
      throw new BatchOutOfTurnError();
    });
    if (!(await moveCommitMark(tx, record.id, afterRow, throughRow, ids.length, progress)))
      throw new BatchOutOfTurnError();
    if (record.type === 'beneficiaries') await afterRowsImported(tx, record.id, ids);
  });
}

/** Commits the import's rows after its mark, batch by batch (see commitBatch). Answers true once every row is in. */
export async function commitImportBatches(
  db: Database,
  record: ImportRecordRow,
  options: CommitOptions = {},
): Promise<boolean> {
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  let mark = await readCommitMark(db, record.id);
  let processed = await countRowsThrough(db, record.id, mark);
  const started: Promise<void>[] = [];
  let previous: Promise<void> = Promise.resolve();
  let done = false;
  try {
    for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch += 1) {
      options.signal?.throwIfAborted();
      const next = await nextBatchAfter(db, record.id, mark, batchSize);
      if (!next) {
        done = true;
        break;
      }
      processed += next.rows;
      const progress = Math.min(99, Math.floor((processed / Math.max(record.validRecords, 1)) * 100));
      previous = handled(commitBatch(db, record, mark, next.throughRow, progress, previous));
      started.push(previous);
      mark = next.throughRow;
      if (started.length >= BATCHES_IN_FLIGHT) await started[started.length - BATCHES_IN_FLIGHT];
    }
    // In order, so the error that goes up is the first batch's, not "out of turn" from the ones after it.
    for (const batch of started) await batch;
  } finally {
    await Promise.allSettled(started);
  }
  return done;
}

/**
 * Imports the valid rows of an import whose commit was requested (status
 * processing). A failed or cut-off run is retried from the commit mark; after
 * the last attempt the import stays processing with no job, which the card
 * shows as interrupted and Resume import starts again (resume-commit.ts). It
 * does not go on by itself forever: a batch that brings the server down each
 * time would otherwise bring it down for good.
 */
export function commitImportJob(db: Database): JobHandler<JobPayload<typeof COMMIT_IMPORT_JOB>> {
  return async ({ importId }, context) => {
    const record = await findImport(db, importId);
    if (!record || record.status !== 'processing') return;
    if (await commitImportBatches(db, record, { signal: context.signal })) {
      await updateImport(db, record.id, { status: 'completed', progress: 100, committedAt: new Date() });
    }
  };
}
