import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Camp } from '@domain/registry';
import type { ReportBucket } from '@domain/report-series';

/** Kenya keeps East Africa Time all year, so a report day starts at midnight +03:00. */
const KENYA_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** What every report counts: a period of days (YYYY-MM-DD, either end open) and optionally one camp. */
export interface ReportFilter {
  from?: string;
  to?: string;
  camp?: Camp;
}

/** Half-open instant range; either end may be open. */
export interface InstantRange {
  from?: Date;
  before?: Date;
}

/** The instants of the period's Kenyan days: from its first midnight to the midnight after its last day. */
export function toRange(filter: ReportFilter): InstantRange {
  return {
    from: filter.from ? new Date(`${filter.from}T00:00:00${KENYA_OFFSET}`) : undefined,
    before: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00${KENYA_OFFSET}`) + DAY_MS) : undefined,
  };
}

/**
 * The first Kenyan day of the bucket an instant falls in, as YYYY-MM-DD. The
 * offset is added by hand (no time zone database needed), and the bucket is a
 * constant of ours inlined so GROUP BY matches the selected expression.
 */
export function kenyaBucket(instant: SQLWrapper, bucket: ReportBucket): SQL<string> {
  return sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, (${instant} + interval '3 hours') at time zone 'UTC'), 'YYYY-MM-DD')`;
}
