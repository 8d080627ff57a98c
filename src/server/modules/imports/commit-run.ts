import type { CommitRun } from '@domain/import-commit-run';
import type { Database } from '@server/db/client';
import { liveJobsByKey } from '@server/platform/jobs/live-jobs';
import { COMMIT_IMPORT_JOB } from './commit-job';
import type { ImportRecordRow } from './queries';

/** At most one queued or running commit job per import: the jobs table's singleton key. */
export const commitJobKey = (importId: string) => `import-commit:${importId}`;

export interface LiveCommitJob {
  status: 'queued' | 'running';
  attempts: number;
  maxAttempts: number;
  /** Running, but its worker has not renewed the lease in time: it died, and another worker takes the job over. */
  leaseLapsed: boolean;
  /** Started again by Resume import. */
  resumed: boolean;
}

/** The queued or running commit job of each of these imports (found through the singleton key's index), by import id. */
export async function liveCommitJobs(db: Database, importIds: string[]): Promise<Map<string, LiveCommitJob>> {
  const jobs = new Map<string, LiveCommitJob>();
  for (const { payload, status, attempts, maxAttempts, leaseLapsed } of await liveJobsByKey(
    db,
    importIds.map(commitJobKey),
  )) {
    const parsed = COMMIT_IMPORT_JOB.payload.safeParse(payload);
    if (parsed.success)
      jobs.set(parsed.data.importId, {
        status,
        attempts,
        maxAttempts,
        leaseLapsed,
        resumed: parsed.data.resumed ?? false,
      });
  }
  return jobs;
}

/** Where a processing import's commit stands, from its live job (none: it was given up). Null when no commit is under way. */
export function commitRunOf(
  record: Pick<ImportRecordRow, 'status' | 'committedAt'>,
  job: LiveCommitJob | undefined,
): CommitRun | null {
  if (record.status !== 'processing' || record.committedAt) return null;
  if (!job) return 'interrupted';
  // Its worker died on the last attempt: no worker will take it over.
  if (job.leaseLapsed && job.attempts >= job.maxAttempts) return 'interrupted';
  if (job.resumed || job.leaseLapsed || job.attempts > 1 || (job.status === 'queued' && job.attempts > 0))
    return 'resuming';
  return 'importing';
}

/** The commit run of each processing import among these, by id. */
export async function commitRuns(db: Database, records: ImportRecordRow[]): Promise<Map<string, CommitRun>> {
  const processing = records.filter((record) => record.status === 'processing' && !record.committedAt);
  const jobs = await liveCommitJobs(
    db,
    processing.map((record) => record.id),
  );
  return new Map(processing.map((record) => [record.id, commitRunOf(record, jobs.get(record.id))!]));
}
