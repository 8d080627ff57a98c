import type { CurrentUser } from '@domain/me';
import type { PaymentBatchItem } from '@domain/payment-batch';
import type { PaymentProviderName } from '@domain/payments';
import { canMoveBatch } from '@domain/payment-status';
import { isUuid } from '@domain/ids';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { paymentRecords } from '@server/db/schema';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { eq, sql } from 'drizzle-orm';
import { startMpesaDisbursement } from '../mpesa/start-disbursement';
import { moveBatchPayments } from '../ledger/move-batch-payments';
import { batchInWrongState, batchNotFound } from './errors';
import { lockBatch, updateBatch } from './queries';
import { BATCH_TARGET, batchItemOr404 } from './service';

/** Failure reason of a mobile-money payment to a person with no phone number on record. */
export const NO_PHONE_REASON = 'No phone number on record';

/**
 * The file provider has nothing to call: every pending payment goes
 * processing (it is in the upload file now), except mobile money to a person
 * without a phone, which fails at once with the reason. Set-based: a batch of
 * 20,000 people is a handful of statements, not 60,000.
 */
async function sendToFileProvider(tx: Database, batchId: string, actorUserId: string): Promise<void> {
  const noPhone = sql`p.payment_method = 'mobile_money' and coalesce(p.payee_account, '') = ''`;
  await moveBatchPayments(tx, {
    batchId,
    from: 'pending',
    to: 'failed',
    source: 'staff',
    actorUserId,
    detail: NO_PHONE_REASON,
    failure: { code: 'no_phone_number', detail: null },
    only: noPhone,
  });
  await moveBatchPayments(tx, { batchId, from: 'pending', to: 'processing', source: 'provider_request', actorUserId });
}

/** An approved batch starts paying through the chosen provider; one press only (a second is a 409). */
export async function disbursePaymentBatch(
  db: Database,
  user: CurrentUser | null,
  id: string,
  provider: PaymentProviderName,
  options: { mpesaConfigured: boolean },
): Promise<PaymentBatchItem> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw batchNotFound();
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, staffScope(staff), id);
    if (!batch) throw batchNotFound();
    if (!canMoveBatch(batch.status, 'disbursing')) throw batchInWrongState();
    if (provider === 'mpesa' && batch.paymentMethod !== 'mobile_money')
      throw new AppError('conflict', 'errors:payments.mpesaMobileMoneyOnly');
    if (provider === 'mpesa' && !options.mpesaConfigured)
      throw new AppError('conflict', 'errors:payments.mpesaNotConfigured');
    // Disbursing first: a batch whose payments all fail at once is then completed by transitionPayment.
    await updateBatch(tx, id, { status: 'disbursing', provider, disbursedBy: staff.id, disbursedAt: new Date() });
    await tx.update(paymentRecords).set({ provider }).where(eq(paymentRecords.batchId, id));
    if (provider === 'file') await sendToFileProvider(tx, id, staff.id);
    else await startMpesaDisbursement(tx, id);
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_batch.disburse',
      targetType: BATCH_TARGET,
      targetId: id,
      details: { reference: batch.reference, provider },
    });
  });
  return batchItemOr404(db, staff, id);
}
