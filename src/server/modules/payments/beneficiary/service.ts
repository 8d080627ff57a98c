import type { CurrentUser } from '@domain/me';
import type { BeneficiaryPaymentPage, PaymentStatus } from '@domain/payments';
import type { Database } from '@server/db/client';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { listPayments, paymentTotals } from './queries';

/** The signed-in beneficiary's payment history; staff create and move payments in batches (staff-payments). */
export async function listOwnPayments(
  db: Database,
  user: CurrentUser | null,
  query: { status: PaymentStatus | 'all'; page: number; pageSize: number },
): Promise<BeneficiaryPaymentPage> {
  const person = await loadOwnBeneficiary(db, user);
  const [{ rows, total }, totals] = await Promise.all([
    listPayments(db, person.id, query.status === 'all' ? null : query.status, query.page, query.pageSize),
    paymentTotals(db, person.id),
  ]);
  return {
    items: rows.map(({ payment, projectName }) => ({
      id: payment.id,
      amount: payment.amount,
      paymentMethod: payment.paymentMethod,
      paymentReference: payment.paymentReference,
      status: payment.status,
      failureCode: payment.status === 'failed' ? payment.failureCode : null,
      projectName,
      createdAt: payment.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totals,
  };
}
