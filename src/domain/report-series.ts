/*
 * Time series of the staff reports: the server counts per bucket (day, ISO
 * week starting Monday, or month, as PostgreSQL's date_trunc does) and leaves
 * out empty buckets; these pure helpers pick the bucket for a period and put
 * the empty buckets back so a chart's axis is continuous.
 */

export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

export interface SeriesPoint {
  /** The first day of the bucket, YYYY-MM-DD. */
  bucket: string;
  count: number;
}

const DAY_MS = 86_400_000;
/** Up to a month is shown by day, up to half a year by week, anything longer by month. */
const MAX_DAILY_DAYS = 31;
const MAX_WEEKLY_DAYS = 184;

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The bucket that keeps a chart readable: about 30 bars or points at most, by day, week or month. */
export function chooseBucket(from: string | undefined, to: string | undefined): ReportBucket {
  if (!from || !to) return 'month';
  const days = (toTime(to) - toTime(from)) / DAY_MS + 1;
  if (days <= MAX_DAILY_DAYS) return 'day';
  if (days <= MAX_WEEKLY_DAYS) return 'week';
  return 'month';
}

/** The first day of the bucket holding a day. */
export function bucketStart(iso: string, bucket: ReportBucket): string {
  if (bucket === 'day') return iso;
  if (bucket === 'month') return `${iso.slice(0, 7)}-01`;
  const time = toTime(iso);
  const daysSinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return toIso(time - daysSinceMonday * DAY_MS);
}

function nextBucket(start: string, bucket: ReportBucket): string {
  if (bucket === 'day') return toIso(toTime(start) + DAY_MS);
  if (bucket === 'week') return toIso(toTime(start) + 7 * DAY_MS);
  const date = new Date(toTime(start));
  return toIso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/**
 * Every bucket from the one holding `from` to the one holding `to`, with the
 * counted ones filled in and zero elsewhere. An open end falls back to the
 * first or last counted bucket; with neither an end nor a count there is no series.
 */
export function fillSeries<T extends SeriesPoint>(
  points: readonly T[],
  bucket: ReportBucket,
  period: { from?: string; to?: string },
  empty: (bucket: string) => T,
): T[] {
  const sorted = [...points].sort((a, b) => a.bucket.localeCompare(b.bucket));
  const first = period.from ? bucketStart(period.from, bucket) : sorted[0]?.bucket;
  const last = period.to ? bucketStart(period.to, bucket) : sorted.at(-1)?.bucket;
  if (!first || !last) return [];
  const byBucket = new Map(sorted.map((point) => [point.bucket, point]));
  const series: T[] = [];
  for (let current = first; current <= last; current = nextBucket(current, bucket)) {
    series.push(byBucket.get(current) ?? empty(current));
  }
  return series;
}
