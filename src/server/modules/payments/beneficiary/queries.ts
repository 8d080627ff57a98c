import { and, count, desc, eq, inArray, sum, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@domain/payments';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { paymentRecords, projects } from '@server/db/schema';
import { visibleToBeneficiary } from '../ledger/visible-payments';

export async function listPayments(
  db: Database,
  beneficiaryId: string,
  status: PaymentStatus | null,
  page: number,
  pageSize: number,
) {
  const filters: SQL[] = [eq(paymentRecords.beneficiaryId, beneficiaryId), visibleToBeneficiary];
  if (status) filters.push(eq(paymentRecords.status, status));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payment: paymentRecords, projectName: projects.name })
      .from(paymentRecords)
      .leftJoin(projects, eq(projects.id, paymentRecords.projectId))
      .where(where)
      .orderBy(desc(paymentRecords.createdAt), desc(paymentRecords.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(paymentRecords).where(where),
  ]);
  return { rows, total: toCount(counted?.total) };
}

/** Totals over all of a person's payments, whatever the filter. */
export async function paymentTotals(db: Database, beneficiaryId: string) {
  const sumWhere = (statuses: PaymentStatus[]) =>
    db
      .select({ total: sum(paymentRecords.amount) })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.beneficiaryId, beneficiaryId),
          inArray(paymentRecords.status, statuses),
          visibleToBeneficiary,
        ),
      );
  const [[received], [onTheWay]] = await Promise.all([sumWhere(['completed']), sumWhere(['pending', 'processing'])]);
  return { received: toCount(received?.total ?? 0), onTheWay: toCount(onTheWay?.total ?? 0) };
}
