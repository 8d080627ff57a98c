import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import type { SettleByHand, SettledPayment } from '@domain/payment-batch';
import { failureOfText } from '@domain/payment-failure';
import { isUuid } from '@domain/ids';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { paymentRecords } from '@server/db/schema';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { transitionPayment } from '../ledger/transition-payment';
import { batchNotFound } from './errors';
import { findBatch } from './queries';

const notMpesa = () => new AppError('conflict', 'errors:payments.settleNotMpesa');

/**
 * A staff member records what the M-Pesa portal shows for a payment M-Pesa
 * never told us about: completed with its receipt, or failed with why. It moves
 * no money, so one person may do it; it goes through transitionPayment (the
 * person is told, the batch closes when it was the last) and is audited on the
 * person's history. A callback arriving at the same moment is applied first or
 * second, never both: the loser gets 409.
 */
export async function settlePaymentByHand(
  db: Database,
  user: CurrentUser | null,
  batchId: string,
  paymentId: string,
  input: SettleByHand,
): Promise<SettledPayment> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(batchId)) throw batchNotFound();
  if (!isUuid(paymentId)) throw new AppError('not_found', 'errors:payments.paymentNotFound');
  return db.transaction(async (tx) => {
    // Not locked here: transitionPayment locks the payment and then the batch, as the callbacks do, so the two cannot deadlock.
    const batch = await findBatch(tx, staffScope(staff), batchId);
    if (!batch) throw batchNotFound();
    const [payment] = await tx
      .select({ id: paymentRecords.id, beneficiaryId: paymentRecords.beneficiaryId, status: paymentRecords.status })
      .from(paymentRecords)
      .where(and(eq(paymentRecords.id, paymentId), eq(paymentRecords.batchId, batchId)));
    if (!payment) throw new AppError('not_found', 'errors:payments.paymentNotFound');
    if (batch.provider !== 'mpesa' || batch.status !== 'disbursing') throw notMpesa();
    // Only a payment sent to M-Pesa: failing a pending one would stop the submit job from sending it, with no one the wiser.
    if (payment.status === 'pending') throw notMpesa();
    const outcome = await transitionPayment(tx, {
      paymentId,
      to: input.outcome,
      source: 'staff',
      actorUserId: staff.id,
      detail: input.outcome === 'failed' ? input.reason : 'Paid by M-Pesa (checked in the M-Pesa portal by staff)',
      ...(input.outcome === 'failed' ? { failure: failureOfText(input.reason) } : {}),
      receipt: input.outcome === 'completed' ? input.receipt : null,
      data: { settledByHand: true },
    });
    if (outcome !== 'moved') throw new AppError('conflict', 'errors:payments.alreadySettled');
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment.settle_by_hand',
      targetType: 'beneficiary',
      targetId: payment.beneficiaryId,
      details: {
        batchId,
        paymentId,
        reference: batch.reference,
        outcome: input.outcome,
        ...(input.outcome === 'completed' ? { receipt: input.receipt } : {}),
      },
    });
    const [row] = await tx
      .select({
        id: paymentRecords.id,
        status: paymentRecords.status,
        paymentReference: paymentRecords.paymentReference,
        failureCode: paymentRecords.failureCode,
        failureDetail: paymentRecords.failureDetail,
      })
      .from(paymentRecords)
      .where(eq(paymentRecords.id, paymentId));
    return row!;
  });
}
