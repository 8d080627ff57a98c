import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import { RESULT_FILE_COLUMNS, resultFileRowSchema, type ResultImportSummary } from '@domain/payment-batch';
import { failureOfText } from '@domain/payment-failure';
import { isUuid } from '@domain/ids';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { paymentRecords } from '@server/db/schema';
import { AppError } from '@server/errors';
import { localise } from '@server/http/problem';
import { recordAudit } from '@server/platform/audit-log';
import { signatureOf, zipEntryNames } from '@server/platform/file-type';
import type { ServerLanguage } from '@server/platform/i18n';
import { readImportFile, type FileRow } from '@server/modules/imports';
import { transitionPayment } from '../ledger/transition-payment';
import { batchNotFound } from './errors';
import { notFileProvider } from './provider-file';
import { findBatchItem } from './queries';
import { BATCH_TARGET } from './service';

/** By content, never by name: an XLSX is a ZIP with Excel's parts, a CSV is UTF-8 text without NUL bytes. */
export function resultFileFormat(bytes: Buffer): 'csv' | 'xlsx' | null {
  if (bytes.length === 0) return null;
  if (signatureOf(bytes) === 'zip') {
    const names = zipEntryNames(bytes, bytes);
    return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/')) ? 'xlsx' : null;
  }
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'csv';
  } catch {
    return null;
  }
}

type Columns = Record<(typeof RESULT_FILE_COLUMNS)[number], number>;

function columnsOf(header: FileRow): Columns {
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const columns = Object.fromEntries(RESULT_FILE_COLUMNS.map((name) => [name, names.indexOf(name)])) as Columns;
  if (columns.reference < 0 || columns.status < 0) throw new AppError('validation', 'errors:payments.resultFileHeader');
  return columns;
}

const cellAt = (row: FileRow, index: number) => (index < 0 ? '' : (row.cells[index] ?? ''));

/**
 * Applies a provider's result file: each row completes or fails one payment
 * of this batch through transitionPayment (source result_file), each in its own
 * transaction, so a file cut short can simply be uploaded again: rows already
 * applied come back unchanged, and no one is paid or failed twice.
 */
export async function importProviderResults(
  db: Database,
  user: CurrentUser | null,
  id: string,
  bytes: Buffer,
  language: ServerLanguage,
): Promise<ResultImportSummary> {
  const staff = requirePortal(user, 'staff');
  const batch = isUuid(id) ? await findBatchItem(db, staffScope(staff), id) : null;
  if (!batch) throw batchNotFound();
  if (batch.provider !== 'file' || (batch.status !== 'disbursing' && batch.status !== 'completed'))
    throw notFileProvider();
  const format = resultFileFormat(bytes);
  if (!format) throw new AppError('unsupported_media_type', 'errors:imports.fileFormat');

  const payments = await db
    .select({ id: paymentRecords.id, reference: paymentRecords.providerRequestId })
    .from(paymentRecords)
    .where(eq(paymentRecords.batchId, id));
  const paymentByReference = new Map(payments.map((payment) => [payment.reference, payment.id]));
  const summary: ResultImportSummary = {
    completed: 0,
    failed: 0,
    unchanged: 0,
    unknownReferences: [],
    invalidRows: [],
  };
  let columns: Columns | null = null;
  try {
    for await (const row of readImportFile(format, async () => Readable.from([bytes]))) {
      if (row.cells.every((cell) => cell.trim() === '')) continue;
      if (!columns) {
        columns = columnsOf(row);
        continue;
      }
      await applyRow(db, staff.id, row, columns, paymentByReference, summary, language);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('validation', 'errors:imports.unreadable');
  }
  if (!columns) throw new AppError('validation', 'errors:payments.resultFileHeader');
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'payment_batch.import_results',
    targetType: BATCH_TARGET,
    targetId: id,
    details: {
      reference: batch.reference,
      completed: summary.completed,
      failed: summary.failed,
      unchanged: summary.unchanged,
      unknown: summary.unknownReferences.length,
      invalid: summary.invalidRows.length,
    },
  });
  return summary;
}

async function applyRow(
  db: Database,
  actorUserId: string,
  row: FileRow,
  columns: Columns,
  paymentByReference: Map<string | null, string>,
  summary: ResultImportSummary,
  language: ServerLanguage,
): Promise<void> {
  const parsed = resultFileRowSchema.safeParse({
    reference: cellAt(row, columns.reference),
    status: cellAt(row, columns.status),
    receipt: cellAt(row, columns.receipt),
    reason: cellAt(row, columns.reason),
  });
  if (!parsed.success) {
    summary.invalidRows.push({
      row: row.rowNumber,
      message: localise(language, parsed.error.issues[0]?.message ?? 'validation:invalidInput'),
    });
    return;
  }
  const result = parsed.data;
  const paymentId = paymentByReference.get(result.reference);
  if (!paymentId) {
    summary.unknownReferences.push(row.rowNumber);
    return;
  }
  const outcome = await transitionPayment(db, {
    paymentId,
    to: result.status,
    source: 'result_file',
    actorUserId,
    receipt: result.receipt || null,
    detail: result.status === 'failed' ? result.reason : null,
    ...(result.status === 'failed' ? { failure: failureOfText(result.reason) } : {}),
    data: { row: row.rowNumber },
  });
  if (outcome === 'moved') summary[result.status] += 1;
  else if (outcome === 'unchanged') summary.unchanged += 1;
  else summary.invalidRows.push({ row: row.rowNumber, message: localise(language, 'errors:payments.resultConflict') });
}
