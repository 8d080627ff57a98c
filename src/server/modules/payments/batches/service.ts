import type { CurrentUser } from '@domain/me';
import type {
  BatchPaymentPage,
  PaymentBatchDetail,
  PaymentBatchItem,
  PaymentBatchPage,
  PaymentBatchValues,
} from '@domain/payment-batch';
import { formatBatchReference, kenyaYear } from '@domain/payment-batch';
import type { PaymentStatus } from '@domain/payments';
import { isUuid } from '@domain/ids';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { paymentBatches } from '@server/db/schema';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { insertPendingPayments, lockProject, nextBatchSequence, peopleToPay } from './create-queries';
import { batchNotFound } from './errors';
import { toBatchItem, toBatchPayment } from './mappers';
import { heldForConfigurationCount } from '../mpesa/attention';
import { findBatchItem, listBatchPayments, listBatches, paymentStatusCounts, type BatchFilter } from './queries';

export const BATCH_TARGET = 'payment_batch';

/** A batch of a project in the staff member's scope; any other answers 404, as one that does not exist. */
export async function batchItemOr404(db: Database, staff: CurrentUser, id: string): Promise<PaymentBatchItem> {
  const row = isUuid(id) ? await findBatchItem(db, staffScope(staff), id) : null;
  if (!row) throw batchNotFound();
  return toBatchItem(row);
}

export async function listPaymentBatches(
  db: Database,
  user: CurrentUser | null,
  filter: BatchFilter,
  page: number,
  pageSize: number,
): Promise<PaymentBatchPage> {
  const scope = staffScope(requirePortal(user, 'staff'));
  if (filter.projectId && !isUuid(filter.projectId)) return { items: [], page, pageSize, total: 0 };
  const { rows, total } = await listBatches(db, scope, filter, page, pageSize);
  return { items: rows.map(toBatchItem), page, pageSize, total };
}

/** Cancelling is for whoever made the batch, or an administrator. */
export function mayCancel(staff: CurrentUser, batch: { createdBy: string | null; status: string }): boolean {
  const open = batch.status === 'awaiting_approval' || batch.status === 'approved';
  return open && (batch.createdBy === staff.id || Boolean(staff.staff?.isAdmin));
}

export async function viewPaymentBatch(
  db: Database,
  user: CurrentUser | null,
  id: string,
  options: { mpesaConfigured: boolean },
): Promise<PaymentBatchDetail> {
  const staff = requirePortal(user, 'staff');
  const batch = await batchItemOr404(db, staff, id);
  const own = batch.createdBy?.id === staff.id;
  const awaiting = batch.status === 'awaiting_approval';
  const disburse = batch.status === 'approved';
  const mpesaPaying = batch.provider === 'mpesa' && batch.status === 'disbursing';
  return {
    ...batch,
    statusCounts: await paymentStatusCounts(db, id),
    permissions: {
      approve: awaiting && !own,
      cancel: mayCancel(staff, { createdBy: batch.createdBy?.id ?? null, status: batch.status }),
      disburse,
      mpesa: disburse && batch.paymentMethod === 'mobile_money' && options.mpesaConfigured,
      settleByHand: mpesaPaying,
      resumeMpesa: mpesaPaying && options.mpesaConfigured,
    },
    unresolvedCount: batch.needsCheckCount,
    heldForConfiguration: mpesaPaying ? await heldForConfigurationCount(db, id) : 0,
    approveBlockedReason: awaiting && own ? 'own_batch' : null,
  };
}

export async function listPaymentsOfBatch(
  db: Database,
  user: CurrentUser | null,
  id: string,
  query: { status?: PaymentStatus; needsCheck?: boolean; page: number; pageSize: number },
): Promise<BatchPaymentPage> {
  await batchItemOr404(db, requirePortal(user, 'staff'), id);
  const { rows, total } = await listBatchPayments(
    db,
    id,
    { status: query.status, needsCheck: query.needsCheck },
    query.page,
    query.pageSize,
  );
  return { items: rows.map(toBatchPayment), page: query.page, pageSize: query.pageSize, total };
}

/**
 * Snapshots the project's people into pending payments, awaiting a second
 * staff member's approval. Refuses a batch with nobody to pay, which is also
 * what a second press of the same form gets.
 */
export async function createPaymentBatch(
  db: Database,
  user: CurrentUser | null,
  input: PaymentBatchValues,
): Promise<PaymentBatchItem> {
  const staff = requirePortal(user, 'staff');
  const batchId = await db.transaction(async (tx) => {
    const project = await lockProject(tx, staffScope(staff), input.projectId);
    if (!project) {
      throw new AppError('validation', 'validation:payments.projectRequired', {
        fields: [{ path: 'projectId', message: 'validation:payments.projectRequired' }],
      });
    }
    const payees = await peopleToPay(tx, input);
    if (payees.length === 0) throw new AppError('conflict', 'errors:payments.nobodyToPay');
    const reference = formatBatchReference(kenyaYear(new Date()), await nextBatchSequence(tx));
    const [batch] = await tx
      .insert(paymentBatches)
      .values({
        reference,
        projectId: input.projectId,
        amountEach: input.amountEach,
        paymentMethod: input.paymentMethod,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        description: input.description || null,
        paymentCount: payees.length,
        totalAmount: payees.length * input.amountEach,
        createdBy: staff.id,
      })
      .returning({ id: paymentBatches.id });
    await insertPendingPayments(
      tx,
      { id: batch!.id, projectId: input.projectId, amountEach: input.amountEach, paymentMethod: input.paymentMethod },
      payees,
      staff.id,
    );
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'payment_batch.create',
      targetType: BATCH_TARGET,
      targetId: batch!.id,
      details: {
        reference,
        projectId: input.projectId,
        paymentCount: payees.length,
        totalAmount: payees.length * input.amountEach,
      },
    });
    return batch!.id;
  });
  return batchItemOr404(db, staff, batchId);
}
