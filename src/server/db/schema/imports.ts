import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DUPLICATE_CHECK_STATUSES,
  IMPORT_FORMATS,
  IMPORT_MODES,
  IMPORT_STATUSES,
  IMPORT_TYPES,
} from '@domain/import-templates';
import { users } from './auth';

/**
 * One uploaded spreadsheet (spec "Upload record"). The file lives in storage
 * under storage_key; a background job validates it into import_rows and
 * import_errors, and commit turns the valid rows into records.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: IMPORT_TYPES }).notNull(),
    mode: text('mode', { enum: IMPORT_MODES }).notNull().default('create'),
    /** As the uploader's disk called it: shown in the history, never used as a storage key. */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    format: text('format', { enum: IMPORT_FORMATS }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('uploading'),
    /** Percent of the current phase (validating, then processing). */
    progress: integer('progress').notNull().default(0),
    totalRecords: integer('total_records').notNull().default(0),
    validRecords: integer('valid_records').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    importedRecords: integer('imported_records').notNull().default(0),
    /**
     * The row number of the last import row whose batch is committed (0: none yet). Batches go in
     * row order, each moving this mark in its own transaction: a retried or repeated commit starts
     * after it, and a row at or below it is imported.
     */
    committedThroughRow: integer('committed_through_row').notNull().default(0),
    /** A translation key when the whole file was refused (wrong columns, unreadable). */
    failureReason: text('failure_reason'),
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    duplicateCheckStatus: text('duplicate_check_status', { enum: DUPLICATE_CHECK_STATUSES }),
    alertsCreated: integer('alerts_created').notNull().default(0),
    /** Committed batches whose duplicate check has not finished: the check is complete when it reaches 0. */
    duplicateChecksPending: integer('duplicate_checks_pending').notNull().default(0),
    uploadedByUserId: text('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /**
     * When the retention rule deleted the stored file and the rows' values (IMPORT_RETENTION_DAYS after
     * upload). The counts, errors and record keys stay, for the history and the summary cards.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('imports_created_idx').on(table.createdAt.desc(), table.id)],
);

/**
 * The valid rows, already parsed, so that commit never reads the file again.
 * Rows are never updated: which are imported is told by the import's
 * committed_through_row, so a commit only reads them.
 */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The spreadsheet's row number (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    /** The ProGres ID or project code: what a later file's corrected row is recognised by. */
    recordKey: text('record_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.rowNumber] }),
    // A key once per file: validation finds a key repeated from an earlier batch here, not in memory.
    // Key first, so the summary's "corrected in a later file" finds a key's rows in every file too.
    uniqueIndex('import_rows_key_import_idx').on(table.recordKey, table.importId),
  ],
);

/** Every row-level problem: the row, the column (template name) and a message key with its params. */
export const importErrors = pgTable(
  'import_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    /** The row's ProGres ID or code when it had one: a later import of it resolves the error. */
    recordKey: text('record_key'),
    column: text('column'),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>(),
  },
  (table) => [index('import_errors_import_idx').on(table.importId, table.rowNumber)],
);
