import type { CurrentUser } from '@domain/me';
import { chooseBucket, fillSeries } from '@domain/report-series';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { countRegistrations } from './registrations-queries';
import { toRange, type ReportFilter } from './report-range';

/**
 * People registered in the period (their record's creation), over time and by
 * location, gender, nationality and vulnerability band: counts only, so no audit entry.
 */
export async function registrationsReport(db: Database, user: CurrentUser | null, filter: ReportFilter) {
  const staff = staffScope(requirePortal(user, 'staff'));
  const scope = { ...toRange(filter), camp: filter.camp, staff };
  const bucket = chooseBucket(filter.from, filter.to);
  const { overTime, byLocation, byGender, byNationality, byBand } = await countRegistrations(db, scope, bucket);
  return {
    bucket,
    overTime: fillSeries(overTime, bucket, filter, (start) => ({ bucket: start, count: 0 })),
    byLocation,
    byGender,
    byNationality,
    byBand,
    total: byGender.reduce((sum, row) => sum + row.count, 0),
  };
}
