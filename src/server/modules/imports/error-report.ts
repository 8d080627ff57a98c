import { PassThrough, Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import ExcelJS from 'exceljs';
import { ERROR_REPORT_COLUMN, IMPORT_RETENTION_DAYS, type ImportFormat } from '@domain/import-templates';
import { csvRow, guardSpreadsheetCell } from '@domain/registry-search';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { localise } from '@server/http/problem';
import { recordAudit } from '@server/platform/audit-log';
import type { ServerLanguage } from '@server/platform/i18n';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { streamErrors, type ImportErrorRow } from './queries';
import { readImportFile } from './read-import-file';
import { loadImport } from './service';
import { SPREADSHEET_CONTENT_TYPES } from './templates';

export interface ErrorReport {
  fileName: string;
  contentType: string;
  body: Readable;
}

async function* errorsInOrder(db: Database, importId: string): AsyncGenerator<ImportErrorRow> {
  for await (const batch of streamErrors(db, importId)) yield* batch;
}

/** Every error, one per line: row, column, message. Cells are guarded against formulas. */
async function* csvLines(db: Database, importId: string, language: ServerLanguage): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(['row', 'column', 'message'])}`;
  for await (const error of errorsInOrder(db, importId)) {
    yield csvRow([error.rowNumber, error.column, localise(language, error.messageKey, error.params ?? undefined)]);
  }
}

/**
 * The original file's header and the rows that have errors, as they were,
 * with an added column listing each row's errors. Both the file and the
 * errors are read in row order, side by side, so memory stays flat.
 */
async function writeWorkbook(
  db: Database,
  open: () => Promise<Readable>,
  record: { id: string; format: ImportFormat },
  language: ServerLanguage,
  output: PassThrough,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Errors');
  const errors = errorsInOrder(db, record.id);
  let next = await errors.next();
  let width = 0;
  for await (const row of readImportFile(record.format, open)) {
    const messages: string[] = [];
    while (!next.done && next.value.rowNumber <= row.rowNumber) {
      if (next.value.rowNumber === row.rowNumber) {
        const message = localise(language, next.value.messageKey, next.value.params ?? undefined);
        messages.push(next.value.column ? `${next.value.column}: ${message}` : message);
      }
      next = await errors.next();
    }
    if (row.rowNumber === 1) width = row.cells.length;
    if (row.rowNumber !== 1 && messages.length === 0) continue;
    const cells = Array.from({ length: width }, (_, index) => guardSpreadsheetCell(row.cells[index] ?? ''));
    sheet
      .addRow([...cells, row.rowNumber === 1 ? ERROR_REPORT_COLUMN : guardSpreadsheetCell(messages.join('; '))])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** GET /api/v1/imports/:id/errors.(csv|xlsx): staff only; the download is audited (its rows hold personal data). */
export async function errorReport(
  deps: { db: Database; storage: FileStorage },
  user: CurrentUser | null,
  id: string,
  format: ImportFormat,
  language: ServerLanguage,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ErrorReport> {
  const { staff, record } = await loadImport(deps.db, user, id);
  // The spreadsheet report copies rows from the stored file, which the retention rule deleted; the CSV needs only the errors.
  if (format === 'xlsx' && record.purgedAt)
    throw new AppError('conflict', 'errors:imports.fileDeleted', { params: { days: IMPORT_RETENTION_DAYS } });
  await recordAudit(deps.db, {
    actorUserId: staff.id,
    action: 'import.error_report',
    targetType: 'import',
    targetId: record.id,
    details: { format, errorCount: record.errorCount },
  });
  const fileName = `import-errors-${record.id.slice(0, 8)}.${format}`;
  if (format === 'csv')
    return {
      fileName,
      contentType: SPREADSHEET_CONTENT_TYPES.csv,
      body: Readable.from(csvLines(deps.db, record.id, language)),
    };
  // Opened before answering: a stored file gone missing is an error response, not a cut download.
  const opened = [await deps.storage.get(record.storageKey)];
  let firstHandedOut = false;
  // An XLSX is read twice: the first pass gets the file opened above, the second opens it again.
  const open = async () => {
    if (!firstHandedOut) {
      firstHandedOut = true;
      return opened[0]!;
    }
    const again = await deps.storage.get(record.storageKey);
    opened.push(again);
    return again;
  };
  const output = new PassThrough();
  writeWorkbook(deps.db, open, record, language, output).catch((error: unknown) => {
    // The response has started, so the client only sees a cut download: say why here. Name and code
    // only: a message may quote a cell, and the file holds personal data.
    const failure = error instanceof Error ? error : new Error(String(error));
    log.error(
      { importId: record.id, error: { name: failure.name, code: (failure as NodeJS.ErrnoException).code } },
      'import error report failed',
    );
    for (const source of opened) source.destroy();
    output.destroy(failure);
  });
  return { fileName, contentType: SPREADSHEET_CONTENT_TYPES.xlsx, body: output };
}
