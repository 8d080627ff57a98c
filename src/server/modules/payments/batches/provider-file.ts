import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import { UPLOAD_FILE_COLUMNS } from '@domain/payment-batch';
import { csvRow } from '@domain/registry-search';
import { isUuid } from '@domain/ids';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { paymentRecords } from '@server/db/schema';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { batchNotFound } from './errors';
import { findBatchItem } from './queries';
import { BATCH_TARGET } from './service';

export interface ProviderFile {
  fileName: string;
  rowCount: number;
  body: string;
}

/** E.164 without its plus: the form mobile-money providers take, and a cell no spreadsheet reads as a formula. */
function msisdn(account: string | null): string | null {
  return account?.startsWith('+') ? account.slice(1) : account;
}

export const notFileProvider = () => new AppError('conflict', 'errors:payments.notFileProvider');

/**
 * The provider's upload file: one row per payment it is to make (those
 * processing), our fixed reference for each, so the result file it returns
 * points at exactly these payments. No names: the provider pays an account.
 * The byte order mark makes Excel read it as UTF-8; cells are guarded against
 * formulas. Holds phone numbers, so each download is audited.
 */
export async function exportProviderFile(db: Database, user: CurrentUser | null, id: string): Promise<ProviderFile> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw batchNotFound();
  const batch = await findBatchItem(db, staffScope(staff), id);
  if (!batch) throw batchNotFound();
  if (batch.provider !== 'file') throw notFileProvider();
  const rows = await db
    .select({
      reference: paymentRecords.providerRequestId,
      payeeAccount: paymentRecords.payeeAccount,
      amount: paymentRecords.amount,
    })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.batchId, id), eq(paymentRecords.status, 'processing')))
    .orderBy(paymentRecords.providerRequestId);
  const lines = [
    `\uFEFF${csvRow([...UPLOAD_FILE_COLUMNS])}`,
    ...rows.map((row) => csvRow([row.reference, msisdn(row.payeeAccount), row.amount, batch.reference])),
  ];
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'payment_batch.export_file',
    targetType: BATCH_TARGET,
    targetId: id,
    details: { reference: batch.reference, rowCount: rows.length },
  });
  return { fileName: `${batch.reference}-upload.csv`, rowCount: rows.length, body: lines.join('') };
}
