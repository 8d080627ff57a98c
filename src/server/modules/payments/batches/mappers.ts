import type { BatchPaymentItem, PaymentBatchItem } from '@domain/payment-batch';
import type { BatchListRow, BatchPaymentRow } from './queries';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toBatchItem(row: BatchListRow): PaymentBatchItem {
  return {
    id: row.id,
    reference: row.reference,
    project: { id: row.projectId, code: row.projectCode, name: row.projectName },
    amountEach: Number(row.amountEach),
    paymentMethod: row.paymentMethod,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    description: row.description,
    status: row.status,
    provider: row.provider,
    paymentCount: Number(row.paymentCount),
    totalAmount: Number(row.totalAmount),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.creatorName ?? '' } : null,
    decidedBy: row.decidedBy ? { id: row.decidedBy, name: row.deciderName ?? '' } : null,
    decidedAt: iso(row.decidedAt),
    decisionNote: row.decisionNote,
    disbursedAt: iso(row.disbursedAt),
    completedAt: iso(row.completedAt),
    createdAt: iso(row.createdAt)!,
    needsCheckCount: Number(row.needsCheckCount),
  };
}

export function toBatchPayment(row: BatchPaymentRow): BatchPaymentItem {
  return {
    id: row.id,
    beneficiaryId: row.beneficiaryId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    progresId: row.progresId,
    amount: Number(row.amount),
    status: row.status,
    failureCode: row.failureCode,
    failureDetail: row.failureDetail,
    paymentReference: row.paymentReference,
    providerRequestId: row.providerRequestId,
    attention: row.attention,
    unresolved: row.attention === 'unresolved',
  };
}
