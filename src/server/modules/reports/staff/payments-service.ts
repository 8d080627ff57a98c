import type { CurrentUser } from '@domain/me';
import { fillSeries } from '@domain/report-series';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { paymentRecords } from '@server/db/schema';
import { sumByStatus, sumDisbursedByCamp, sumDisbursedByMethod, sumDisbursedByMonth } from './payments-queries';
import { toRange, type ReportFilter } from './report-range';

/**
 * Payments made in the period (KES): the disbursed ones by month, method and
 * camp, and every status so pending and failed ones stand out. Counts only.
 */
export async function paymentsReport(db: Database, user: CurrentUser | null, filter: ReportFilter) {
  const staff = staffScope(requirePortal(user, 'staff'));
  const scope = { ...toRange(filter), camp: filter.camp, staff };
  const [byMonth, byMethod, statuses, byCamp] = await Promise.all([
    sumDisbursedByMonth(db, scope),
    sumDisbursedByMethod(db, scope),
    sumByStatus(db, scope),
    sumDisbursedByCamp(db, scope),
  ]);
  const byStatus = paymentRecords.status.enumValues.map(
    (status) => statuses.find((row) => row.status === status) ?? { status, count: 0, amount: 0 },
  );
  const disbursed = byStatus.find((row) => row.status === 'completed')!;
  return {
    byMonth: fillSeries(byMonth, 'month', filter, (bucket) => ({ bucket, count: 0, amount: 0 })),
    byMethod,
    byStatus,
    byCamp,
    totals: { disbursedCount: disbursed.count, disbursedAmount: disbursed.amount },
  };
}
