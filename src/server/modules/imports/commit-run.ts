import { sql } from 'drizzle-orm';
import type { CommitRun } from '@domain/import-commit-run';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
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
  if (importIds.length === 0) return new Map();
  const keys = sql.join(
    importIds.map((id) => sql`${commitJobKey(id)}`),
    sql`, `,
  );
  const rows = await rawRows<LiveCommitJob & { importId: string }>(
    db,
    sql`select payload->>'importId' as "importId", status, attempts, max_attempts as "maxAttempts",
          coalesce(status = 'running' and lease_until < now(), false) as "leaseLapsed", coalesce((payload->>'resumed')::boolean, false) as resumed
        from background_jobs where singleton_key in (${keys}) and status in ('queued', 'running')`,
  );
  return new Map(rows.map(({ importId, ...job }) => [importId, job]));
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
