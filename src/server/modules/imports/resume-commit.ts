import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { imports } from '@server/db/schema';
import { recordAudit } from '@server/platform/audit-log';
import { enqueue } from '@server/platform/jobs/enqueue-job';
import { failAbandonedJobs } from '@server/platform/jobs/job-leases';
import { COMMIT_IMPORT_JOB } from './commit-job';
import { commitJobKey, commitRunOf, liveCommitJobs } from './commit-run';
import type { ImportRecordRow } from './queries';

/**
 * Resume import: a commit whose job gave up (it failed, or its worker died, on
 * every attempt) starts again from its commit mark. A commit still running or
 * being taken over is left alone, so pressing again starts nothing twice.
 */
export async function resumeInterruptedCommit(
  db: Database,
  staff: CurrentUser,
  record: ImportRecordRow,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The import's row lock makes two presses, or a press and the job's last batch, take turns.
    const [locked] = await tx
      .select({ status: imports.status, committedAt: imports.committedAt })
      .from(imports)
      .where(eq(imports.id, record.id))
      .for('update');
    if (!locked || commitRunOf(locked, (await liveCommitJobs(tx, [record.id])).get(record.id)) !== 'interrupted')
      return;
    // A job dead on its last attempt still holds the singleton key until it is marked failed.
    await failAbandonedJobs(tx, [COMMIT_IMPORT_JOB.queue]);
    await enqueue(
      tx,
      COMMIT_IMPORT_JOB,
      { importId: record.id, resumed: true },
      { singletonKey: commitJobKey(record.id) },
    );
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'import.resume',
      targetType: 'import',
      targetId: record.id,
      details: { importedRecords: record.importedRecords, validRecords: record.validRecords },
    });
  });
}
