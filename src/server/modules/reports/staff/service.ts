import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { countByCamp, countByEmployer, countByProgramme, countTotals } from './queries';
import { toRange, type ReportFilter } from './report-range';

/**
 * Applications, interviews and hires by employer, camp and programme: counts
 * only, so any approved, active staff member may read them without an audit entry.
 */
export async function employmentOutcomes(
  db: Database,
  user: CurrentUser | null,
  filter: ReportFilter,
  language: string,
) {
  const staff = staffScope(requirePortal(user, 'staff'));
  const scope = { ...toRange(filter), camp: filter.camp, staff };
  const [byEmployer, byCamp, byProgramme, totals] = await Promise.all([
    countByEmployer(db, scope),
    countByCamp(db, scope),
    countByProgramme(db, scope, language),
    countTotals(db, scope),
  ]);
  return { byEmployer, byCamp, byProgramme, totals };
}
