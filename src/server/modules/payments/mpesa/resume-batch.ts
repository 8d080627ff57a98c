import type { CurrentUser } from '@domain/me';
import type { PaymentBatchItem } from '@domain/payment-batch';
import { isUuid } from '@domain/ids';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { batchInWrongState, batchNotFound } from '../batches/errors';
import { lockBatch } from '../batches/queries';
import { BATCH_TARGET, batchItemOr404 } from '../batches/service';
import { startMpesaDisbursement } from './start-disbursement';

/**
 * A staff member resumes a disbursing M-Pesa batch, typically after fixing the
 * configuration Daraja refused. It only books the submit job again: the job
 * sends the pending payments and those released for resend (the one a
 * configuration refusal held back among them), never one M-Pesa may have
 * accepted, so a second press, or a press with nothing held, pays nobody twice.
 */
export async function resumeMpesaBatch(
  db: Database,
  user: CurrentUser | null,
  id: string,
  options: { mpesaConfigured: boolean },
): Promise<PaymentBatchItem> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw batchNotFound();
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, staffScope(staff), id);
    if (!batch) throw batchNotFound();
    if (batch.status !== 'disbursing' || batch.provider !== 'mpesa') throw batchInWrongState();
    if (!options.mpesaConfigured) throw new AppError('conflict', 'errors:payments.mpesaNotConfigured');
    await startMpesaDisbursement(tx, id);
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_batch.resume_mpesa',
      targetType: BATCH_TARGET,
      targetId: id,
      details: { reference: batch.reference },
    });
  });
  return batchItemOr404(db, staff, id);
}
