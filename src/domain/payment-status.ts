import type { PaymentBatchStatus, PaymentStatus } from './payments';

/**
 * A payment moves pending -> processing -> completed | failed, or fails before
 * it is sent (no phone number, refused by the provider at once). Completed and
 * failed are final: a person whose payment failed is paid by a new batch, so a
 * late or repeated provider answer can never pay or un-pay anyone twice.
 */
const NEXT_PAYMENT_STATUSES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['processing', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['completed', 'failed'];

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT_PAYMENT_STATUSES[from].includes(to);
}

/** Maker-checker and disbursement, as a batch moves (domain/payments.ts PAYMENT_BATCH_STATUSES). */
const NEXT_BATCH_STATUSES: Record<PaymentBatchStatus, readonly PaymentBatchStatus[]> = {
  awaiting_approval: ['approved', 'rejected', 'cancelled'],
  approved: ['disbursing', 'cancelled'],
  rejected: [],
  cancelled: [],
  disbursing: ['completed'],
  completed: [],
};

export function canMoveBatch(from: PaymentBatchStatus, to: PaymentBatchStatus): boolean {
  return NEXT_BATCH_STATUSES[from].includes(to);
}
