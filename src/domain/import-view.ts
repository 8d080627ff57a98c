import type { CommitRun } from './import-commit-run';
import type { DuplicateCheckStatus, ImportFormat, ImportMode, ImportStatus, ImportType } from './import-templates';

/*
 * What the imports API answers (GET /api/v1/imports/:id and the history):
 * the spec's Upload record plus what the screen needs to act on it.
 */

export interface ImportRowError {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  /** The template column, e.g. phone_number. */
  column: string | null;
  /** In the caller's language. */
  message: string;
}

export interface ImportView {
  id: string;
  fileName: string;
  type: ImportType;
  mode: ImportMode;
  format: ImportFormat;
  fileSize: number;
  status: ImportStatus;
  /** Percent of the current phase (validating or processing). */
  progress: number;
  /** While processing: whether the commit is importing, resuming after a stop, or interrupted (waiting for Resume import); null otherwise. */
  commitRun: CommitRun | null;
  /** Rows read, blank rows left out: validRecords + rowsWithErrors. */
  totalRecords: number;
  validRecords: number;
  /** Problems found: a row may have several (one per column). */
  errorCount: number;
  /** Rows with at least one problem. */
  rowsWithErrors: number;
  /** Valid records over total records, whole percent (spec section 9). */
  successRate: number;
  /** The first errors (100 on GET /imports/:id, 3 in the history). */
  errors: ImportRowError[];
  /** Why the whole file was refused (status error), or why its valid rows cannot be imported (status completed), in the caller's language. */
  failure: string | null;
  importedRecords: number;
  /** Set once 'Import Valid Records' has finished. */
  importedAt: string | null;
  duplicateCheck: { status: DuplicateCheckStatus | null; alertsCreated: number };
  uploadedAt: string;
  /** When the retention rule deletes the stored file and the rows' values (IMPORT_RETENTION_DAYS after upload). */
  keptUntil: string;
  /** Set once it has: the file can no longer be imported nor its spreadsheet error report made. */
  purgedAt: string | null;
}

export interface ImportHistoryPage {
  items: ImportView[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ImportSummary {
  filesUploaded: number;
  recordsImported: number;
  /** Rows refused by an earlier file whose record a later file of the same type imported (corrected and uploaded again). */
  errorsResolved: number;
  /** Rows with at least one problem, over every validated file. */
  rowsWithErrors: number;
  /** Valid records over total records of every validated file, whole percent. */
  successRate: number;
}
