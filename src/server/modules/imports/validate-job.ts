import { checkHeaderRow, IMPORT_BATCH_SIZE } from '@domain/import-templates';
import { isBlankRow, type ImportCells, type RowReading } from '@domain/import-rows';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { defineJob, type JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { clearValidation, EMPTY_COUNTS, findImport, updateImport, type ImportRecordRow } from './queries';
import { ByteCounter, READ_PASSES, readImportFile, type ByteTally, type FileRow } from './read-import-file';
import { CsvRowError, newFileFacts, type FileFacts } from './read-import-file-csv';
import { loadImportRowScope } from './row-scope';
import { ValidationBatch } from './validation-batch';
import { UnpacksTooFarError } from './unpack-guard';
import { validationGaveUp } from './validation-gave-up';
import { TooMuchTextError } from './xlsx-first-sheet';

export const VALIDATE_IMPORT_QUEUE = 'imports.validate';

export const VALIDATE_IMPORT_JOB = defineJob({
  queue: VALIDATE_IMPORT_QUEUE,
  lane: 'long',
  payload: z.object({ importId: z.guid() }),
  attempts: 3,
  onFinalFailure: validationGaveUp,
});

/**
 * Rows per file. A camp's registration list is tens of thousands of rows; past
 * this a file is better split (each import is checked for duplicates batch by
 * batch, and an XLSX reader keeps the file's shared strings in memory).
 */
export const MAX_IMPORT_ROWS = 200_000;

/** A problem with the file's bytes (not with the database): retrying cannot help. `reason` is what staff read. */
class UnreadableFileError extends Error {
  constructor(
    readonly reason = 'errors:imports.unreadable',
    readonly params: Record<string, string> | null = null,
  ) {
    super(reason);
  }
}

async function* readable(rows: AsyncGenerator<FileRow>): AsyncGenerator<FileRow> {
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof TooMuchTextError)
      throw new UnreadableFileError('errors:imports.tooMuchText', { maxMb: String(error.maxBytes / 1_000_000) });
    if (error instanceof UnpacksTooFarError) throw new UnreadableFileError('errors:imports.unpacksTooFar');
    if (error instanceof CsvRowError)
      throw new UnreadableFileError('errors:imports.csvQuote', { row: String(error.row) });
    throw new UnreadableFileError();
  }
}

const listed = (names: string[]) => (names.length > 0 ? names.join(', ') : '-');

function cellsOf(columns: (string | null)[], cells: string[]): ImportCells {
  const result: ImportCells = {};
  columns.forEach((column, index) => {
    if (column) result[column] = cells[index] ?? '';
  });
  return result;
}

/** How the job reads a stored file: readImportFile, or in tests a reader that misreads on purpose. */
export type ImportFileReader = typeof readImportFile;

interface ValidationSettings {
  maxRows: number;
  readFile: ImportFileReader;
}

async function validateFile(
  db: Database,
  storage: FileStorage,
  record: ImportRecordRow,
  settings: ValidationSettings,
): Promise<void> {
  const tally: ByteTally = { bytes: 0 };
  const open = async () => {
    const source = await storage.get(record.storageKey);
    const counter = new ByteCounter(tally);
    source.on('error', (error) => counter.destroy(error));
    return source.pipe(counter);
  };
  const facts = newFileFacts();
  const rows = readable(settings.readFile(record.format, open, facts));
  const rowScope = await loadImportRowScope(db, record.uploadedByUserId);
  const batch = new ValidationBatch(db, record.id, record.type, record.mode, rowScope);
  const bytesToRead = Math.max(record.fileSize * READ_PASSES[record.format], 1);
  const progress = () => Math.min(99, Math.floor((tally.bytes / bytesToRead) * 100));
  try {
    await validateRows(db, record, { rows, facts }, batch, progress, settings.maxRows);
  } finally {
    // Whatever stopped the reading, the batch being written is in (or failed) before anyone clears the import's rows.
    await batch.settle().catch(() => undefined);
  }
}

/** The line tally's own rule (csv-line-counter.ts): spaces, tabs and line breaks are not text, anything else is (a no-break space too). */
const hasText = (cells: string[]) => cells.some((cell) => /[^ \t\r\n]/.test(cell));

/**
 * Set on a validated import whose lines, counted apart from the parser, are
 * not the rows read: the file may have been read wrong, so it is not imported
 * (the counts and errors stay, to help find the cause).
 */
export const LINES_DISAGREE = 'errors:imports.linesDisagree';

function linesCheck(
  facts: FileFacts,
  linesRead: number,
): { failureReason: string | null; failureParams: Record<string, string> | null } {
  if (facts.countedLines === null || facts.countedLines === linesRead)
    return { failureReason: null, failureParams: null };
  // Both counts include the header row; people count the data rows.
  return {
    failureReason: LINES_DISAGREE,
    failureParams: { lines: String(facts.countedLines - 1), rows: String(linesRead - 1) },
  };
}

async function validateRows(
  db: Database,
  record: ImportRecordRow,
  file: { rows: AsyncGenerator<FileRow>; facts: FileFacts },
  batch: ValidationBatch,
  progress: () => number,
  maxRows: number,
): Promise<void> {
  const { rows, facts } = file;
  let columns: (string | null)[] | null = null;
  let reading: RowReading = { decimalComma: false };
  // Rows with any text, the header included: what the line count is checked against.
  let linesRead = 0;
  for await (const row of rows) {
    if (hasText(row.cells)) linesRead += 1;
    if (columns === null) {
      const header = checkHeaderRow(record.type, row.cells);
      if (!header.ok) {
        const params = { missing: listed(header.missing), unknown: listed([...header.unknown, ...header.repeated]) };
        await updateImport(db, record.id, {
          status: 'error',
          failureReason: 'errors:imports.badHeader',
          failureParams: params,
        });
        await rows.return(undefined);
        return;
      }
      columns = header.columns;
      // Excel writes ';' between cells where the comma is the decimal mark (3,5 for 3.5).
      reading = { decimalComma: facts.separator === ';' };
      continue;
    }
    const cells = cellsOf(columns, row.cells);
    if (isBlankRow(cells)) continue;
    if (batch.counts.totalRecords >= maxRows) {
      await rows.return(undefined);
      await batch.settle().catch(() => undefined);
      await clearValidation(db, record.id);
      await updateImport(db, record.id, {
        status: 'error',
        failureReason: 'errors:imports.tooManyRows',
        failureParams: { max: maxRows.toLocaleString('en') },
        ...EMPTY_COUNTS,
      });
      return;
    }
    batch.add(row.rowNumber, cells, reading);
    if (batch.pending >= IMPORT_BATCH_SIZE) {
      const written = await batch.flush();
      if (written) await updateImport(db, record.id, { ...written, progress: progress() });
    }
  }
  if (columns === null) {
    await updateImport(db, record.id, {
      status: 'error',
      failureReason: 'errors:imports.emptyFile',
      failureParams: null,
    });
    return;
  }
  await batch.flush();
  await batch.settle();
  await updateImport(db, record.id, {
    ...batch.counts,
    ...linesCheck(facts, linesRead),
    status: 'completed',
    progress: 100,
    validatedAt: new Date(),
  });
}

/**
 * Validates an uploaded file into import rows and errors. Safe to run again
 * at any point (a server that died mid-file, a retry): it clears what an
 * earlier run wrote and starts from the first row.
 */
export function validateImportJob(
  db: Database,
  storage: FileStorage,
  maxRows = MAX_IMPORT_ROWS,
  readFile: ImportFileReader = readImportFile,
): JobHandler<JobPayload<typeof VALIDATE_IMPORT_JOB>> {
  return async ({ importId }) => {
    const record = await findImport(db, importId);
    if (!record || record.status !== 'validating') return;
    await clearValidation(db, record.id);
    await updateImport(db, record.id, { progress: 0, ...EMPTY_COUNTS, failureReason: null, failureParams: null });
    try {
      await validateFile(db, storage, record, { maxRows, readFile });
    } catch (error) {
      // Any other failure (the database) is retried by the worker; after the last attempt validationGaveUp refuses the file.
      if (!(error instanceof UnreadableFileError)) throw error;
      await clearValidation(db, record.id);
      await updateImport(db, record.id, { status: 'error', failureReason: error.reason, failureParams: error.params });
    }
  };
}
