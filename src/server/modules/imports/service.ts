import { randomUUID } from 'node:crypto';
import {
  IMPORT_ERRORS_PREVIEW,
  IMPORT_ERRORS_SHOWN,
  IMPORT_RETENTION_DAYS,
  importKeptUntil,
  importSuccessRate,
} from '@domain/import-templates';
import type { CommitRun } from '@domain/import-commit-run';
import type { ImportHistoryPage, ImportSummary, ImportView } from '@domain/import-view';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { localise } from '@server/http/problem';
import { recordAudit } from '@server/platform/audit-log';
import type { ServerLanguage } from '@server/platform/i18n';
import { enqueue } from '@server/platform/jobs/enqueue-job';
import { COMMIT_IMPORT_JOB } from './commit-job';
import { importInScope } from './import-scope';
import { commitJobKey, commitRuns } from './commit-run';
import { resumeInterruptedCommit } from './resume-commit';
import { LINES_DISAGREE } from './validate-job';
import {
  findImport,
  firstErrors,
  listImports,
  startCommit,
  type ImportErrorRow,
  type ImportRecordRow,
} from './queries';
import { importSummaryCounts } from './summary-queries';
import { isUuid } from '@domain/ids';

export function toImportView(
  row: ImportRecordRow,
  errors: ImportErrorRow[],
  language: ServerLanguage,
  commitRun: CommitRun | null = null,
): ImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    type: row.type,
    mode: row.mode,
    format: row.format,
    fileSize: row.fileSize,
    status: row.status,
    progress: row.progress,
    commitRun,
    totalRecords: row.totalRecords,
    validRecords: row.validRecords,
    errorCount: row.errorCount,
    // Every row read is either valid or has at least one error.
    rowsWithErrors: row.totalRecords - row.validRecords,
    successRate: importSuccessRate(row.validRecords, row.totalRecords),
    errors: errors.map((error) => ({
      row: error.rowNumber,
      column: error.column,
      message: localise(language, error.messageKey, error.params ?? undefined),
    })),
    failure: row.failureReason ? localise(language, row.failureReason, row.failureParams ?? undefined) : null,
    importedRecords: row.importedRecords,
    importedAt: row.committedAt?.toISOString() ?? null,
    duplicateCheck: { status: row.duplicateCheckStatus, alertsCreated: row.alertsCreated },
    uploadedAt: row.createdAt.toISOString(),
    keptUntil: importKeptUntil(row.createdAt).toISOString(),
    purgedAt: row.purgedAt?.toISOString() ?? null,
  };
}

/** Staff only; an id that is not an import's (or not an id at all) is not found. */
export async function loadImport(
  db: Database,
  user: CurrentUser | null,
  id: string,
): Promise<{ staff: CurrentUser; record: ImportRecordRow }> {
  const staff = requirePortal(user, 'staff');
  const record = isUuid(id) ? await findImport(db, id, importInScope(staffScope(staff))) : null;
  if (!record) throw new AppError('not_found', 'errors:imports.notFound');
  return { staff, record };
}

export async function getImport(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: ServerLanguage,
): Promise<ImportView> {
  const { record } = await loadImport(db, user, id);
  const runs = await commitRuns(db, [record]);
  return toImportView(record, await firstErrors(db, [record.id], IMPORT_ERRORS_SHOWN), language, runs.get(record.id));
}

export async function listImportHistory(
  db: Database,
  user: CurrentUser | null,
  page: number,
  pageSize: number,
  language: ServerLanguage,
): Promise<ImportHistoryPage> {
  const staff = requirePortal(user, 'staff');
  const { rows, total } = await listImports(db, page, pageSize, importInScope(staffScope(staff)));
  const errors = await firstErrors(
    db,
    rows.map((row) => row.id),
    IMPORT_ERRORS_PREVIEW,
  );
  const runs = await commitRuns(db, rows);
  const items = rows.map((row) =>
    toImportView(
      row,
      errors.filter((error) => error.importId === row.id),
      language,
      runs.get(row.id),
    ),
  );
  return { items, page, pageSize, total };
}

export async function getImportSummary(db: Database, user: CurrentUser | null): Promise<ImportSummary> {
  const staff = requirePortal(user, 'staff');
  const counts = await importSummaryCounts(db, staffScope(staff));
  return {
    filesUploaded: counts.filesUploaded,
    recordsImported: counts.recordsImported,
    errorsResolved: counts.errorsResolved,
    rowsWithErrors: counts.totalRecords - counts.validRecords,
    successRate: importSuccessRate(counts.validRecords, counts.totalRecords),
  };
}

/**
 * 'Import Valid Records': starts the commit job once. Pressing again while it
 * runs, or after it finished, answers the import as it is and starts nothing;
 * pressing it (Resume import) once the commit was interrupted starts it again from its mark.
 */
export async function requestCommit(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: ServerLanguage,
): Promise<ImportView> {
  const { staff, record } = await loadImport(db, user, id);
  if (record.purgedAt && !record.committedAt)
    throw new AppError('conflict', 'errors:imports.rowsDeleted', { params: { days: IMPORT_RETENTION_DAYS } });
  if (record.status === 'completed' && !record.committedAt) {
    if (record.validRecords === 0) throw new AppError('conflict', 'errors:imports.nothingToImport');
    if (record.failureReason === LINES_DISAGREE)
      throw new AppError('conflict', LINES_DISAGREE, { params: record.failureParams ?? {} });
    await db.transaction(async (tx) => {
      // Two presses at once: only the one that moves the import to processing starts the job.
      if (!(await startCommit(tx, record.id))) return;
      await enqueue(tx, COMMIT_IMPORT_JOB, { importId: record.id }, { singletonKey: commitJobKey(record.id) });
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'import.commit',
        targetType: 'import',
        targetId: record.id,
        details: { type: record.type, mode: record.mode, validRecords: record.validRecords },
      });
    });
  } else if (record.status === 'processing' && !record.committedAt) {
    await resumeInterruptedCommit(db, staff, record);
  } else if (!record.committedAt) {
    throw new AppError('conflict', 'errors:imports.notReady');
  }
  return getImport(db, staff, id, language);
}

export const newImportKey = () => `imports/${randomUUID()}`;
