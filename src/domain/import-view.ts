import * as z from 'zod/mini';
import { COMMIT_RUNS } from './import-commit-run';
import {
  DUPLICATE_CHECK_STATUSES,
  IMPORT_FORMATS,
  IMPORT_MODES,
  IMPORT_STATUSES,
  IMPORT_TYPES,
} from './import-templates';
import { pageSchema } from './paging';

/*
 * What the imports API answers (GET /api/v1/imports/:id and the history):
 * the spec's Upload record plus what the screen needs to act on it.
 */

const importRowErrorSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number(),
  /** The template column, e.g. phone_number. */
  column: z.nullable(z.string()),
  /** In the caller's language. */
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importViewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  type: z.enum(IMPORT_TYPES),
  mode: z.enum(IMPORT_MODES),
  format: z.enum(IMPORT_FORMATS),
  fileSize: z.number(),
  status: z.enum(IMPORT_STATUSES),
  /** Percent of the current phase (validating or processing). */
  progress: z.number(),
  /** While processing: whether the commit is importing, resuming after a stop, or interrupted (waiting for Resume import); null otherwise. */
  commitRun: z.nullable(z.enum(COMMIT_RUNS)),
  /** Rows read, blank rows left out: validRecords + rowsWithErrors. */
  totalRecords: z.number(),
  validRecords: z.number(),
  /** Problems found: a row may have several (one per column). */
  errorCount: z.number(),
  /** Rows with at least one problem. */
  rowsWithErrors: z.number(),
  /** Valid records over total records, whole percent (spec section 9). */
  successRate: z.number(),
  /** The first errors (100 on GET /imports/:id, 3 in the history). */
  errors: z.array(importRowErrorSchema),
  /** Why the whole file was refused (status error), or why its valid rows cannot be imported (status completed), in the caller's language. */
  failure: z.nullable(z.string()),
  importedRecords: z.number(),
  /** Set once 'Import Valid Records' has finished. */
  importedAt: z.nullable(z.string()),
  duplicateCheck: z.object({ status: z.nullable(z.enum(DUPLICATE_CHECK_STATUSES)), alertsCreated: z.number() }),
  uploadedAt: z.string(),
  /** When the retention rule deletes the stored file and the rows' values (IMPORT_RETENTION_DAYS after upload). */
  keptUntil: z.string(),
  /** Set once it has: the file can no longer be imported nor its spreadsheet error report made. */
  purgedAt: z.nullable(z.string()),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const importHistoryPageSchema = pageSchema(importViewSchema);
export type ImportHistoryPage = z.infer<typeof importHistoryPageSchema>;

export const importSummarySchema = z.object({
  filesUploaded: z.number(),
  recordsImported: z.number(),
  /** Rows refused by an earlier file whose record a later file of the same type imported (corrected and uploaded again). */
  errorsResolved: z.number(),
  /** Rows with at least one problem, over every validated file. */
  rowsWithErrors: z.number(),
  /** Valid records over total records of every validated file, whole percent. */
  successRate: z.number(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
