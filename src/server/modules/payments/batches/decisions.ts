import { canMoveBatch } from '@domain/payment-status';
import type { CurrentUser } from '@domain/me';
import type { PaymentBatchItem } from '@domain/payment-batch';
import type { PaymentBatchStatus } from '@domain/payments';
import { isUuid } from '@domain/ids';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { moveBatchPayments } from '../ledger/move-batch-payments';
import { batchInWrongState, batchNotFound } from './errors';
import { lockBatch, updateBatch, type BatchRow } from './queries';
import { BATCH_TARGET, batchItemOr404, mayCancel } from './service';

const ownBatch = () => new AppError('forbidden', 'errors:payments.ownBatch');

/** The database's maker-checker check, should a race or a future code path slip past the service's. */
function isMakerCheckerViolation(error: unknown): boolean {
  const constraint = (value: unknown) =>
    typeof value === 'object' && value !== null && 'constraint' in value ? value.constraint : undefined;
  return [error, (error as { cause?: unknown } | null)?.cause].some(
    (value) => constraint(value) === 'payment_batches_maker_checker',
  );
}

/** Locks the batch and checks the move is allowed; the transaction runs `apply` with it. */
async function decide(
  db: Database,
  staff: CurrentUser,
  id: string,
  to: PaymentBatchStatus,
  apply: (tx: Database, batch: BatchRow) => Promise<void>,
): Promise<void> {
  if (!isUuid(id)) throw batchNotFound();
  try {
    await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, staffScope(staff), id);
      if (!batch) throw batchNotFound();
      if (!canMoveBatch(batch.status, to)) throw batchInWrongState();
      await apply(tx, batch);
    });
  } catch (error) {
    if (isMakerCheckerViolation(error)) throw ownBatch();
    throw error;
  }
}

/**
 * A batch that will not be paid: its pending payments fail, with the reason in
 * their history, all in one statement however large the batch. The people
 * never saw them (visible-payments.ts), so nobody is told.
 */
async function failPendingPayments(
  tx: Database,
  batchId: string,
  actorUserId: string,
  reason: string,
  code: 'batch_rejected' | 'batch_cancelled',
): Promise<void> {
  await moveBatchPayments(tx, {
    batchId,
    from: 'pending',
    to: 'failed',
    source: 'staff',
    actorUserId,
    detail: reason,
    failure: { code, detail: null },
    silent: true,
  });
}

/**
 * Maker-checker: a different active staff member approves. The creator gets a
 * 403: the batch is in a state that can be approved, just not by them.
 */
export async function approvePaymentBatch(
  db: Database,
  user: CurrentUser | null,
  id: string,
  note: string | null | undefined,
): Promise<PaymentBatchItem> {
  const staff = requirePortal(user, 'staff');
  await decide(db, staff, id, 'approved', async (tx, batch) => {
    if (batch.createdBy === staff.id) throw ownBatch();
    await updateBatch(tx, id, {
      status: 'approved',
      decidedBy: staff.id,
      decidedAt: new Date(),
      decisionNote: note || null,
    });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_batch.approve',
      targetType: BATCH_TARGET,
      targetId: id,
      details: { reference: batch.reference },
    });
  });
  return batchItemOr404(db, staff, id);
}

export async function rejectPaymentBatch(
  db: Database,
  user: CurrentUser | null,
  id: string,
  note: string,
): Promise<PaymentBatchItem> {
  const staff = requirePortal(user, 'staff');
  await decide(db, staff, id, 'rejected', async (tx, batch) => {
    if (batch.createdBy === staff.id) throw ownBatch();
    await updateBatch(tx, id, { status: 'rejected', decidedBy: staff.id, decidedAt: new Date(), decisionNote: note });
    await failPendingPayments(tx, id, staff.id, `Payment batch ${batch.reference} was rejected`, 'batch_rejected');
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_batch.reject',
      targetType: BATCH_TARGET,
      targetId: id,
      details: { reference: batch.reference, note },
    });
  });
  return batchItemOr404(db, staff, id);
}

/** The creator, or an administrator, withdraws a batch before any money has moved. */
export async function cancelPaymentBatch(
  db: Database,
  user: CurrentUser | null,
  id: string,
): Promise<PaymentBatchItem> {
  const staff = requirePortal(user, 'staff');
  await decide(db, staff, id, 'cancelled', async (tx, batch) => {
    if (!mayCancel(staff, batch)) throw new AppError('forbidden', 'errors:payments.cancelNotAllowed');
    await updateBatch(tx, id, { status: 'cancelled' });
    await failPendingPayments(tx, id, staff.id, `Payment batch ${batch.reference} was cancelled`, 'batch_cancelled');
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_batch.cancel',
      targetType: BATCH_TARGET,
      targetId: id,
      details: { reference: batch.reference },
    });
  });
  return batchItemOr404(db, staff, id);
}
