import type { CurrentUser } from '../../../domain/me';
import { requirePortal } from '../../auth/guards';
import type { Database } from '../../db/client';
import { countByCamp, countByEmployer, countByProgramme, countTotals, type InstantRange } from './queries';

/** Kenya keeps East Africa Time all year, so a report day starts at midnight +03:00. */
const KENYA_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

export interface ReportPeriod {
  from?: string;
  to?: string;
}

function toRange(period: ReportPeriod): InstantRange {
  return {
    from: period.from ? new Date(`${period.from}T00:00:00${KENYA_OFFSET}`) : undefined,
    before: period.to ? new Date(Date.parse(`${period.to}T00:00:00${KENYA_OFFSET}`) + DAY_MS) : undefined,
  };
}

/**
 * Applications, interviews and hires by employer, camp and programme: counts
 * only, so any approved, active staff member may read them without an audit entry.
 */
export async function employmentOutcomes(db: Database, user: CurrentUser | null, period: ReportPeriod, language: string) {
  requirePortal(user, 'staff');
  const range = toRange(period);
  const [byEmployer, byCamp, byProgramme, totals] = await Promise.all([
    countByEmployer(db, range),
    countByCamp(db, range),
    countByProgramme(db, range, language),
    countTotals(db, range),
  ]);
  return { byEmployer, byCamp, byProgramme, totals };
}
