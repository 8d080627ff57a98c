/*
 * Kenyan calendar days. The platform counts its days in Kenya (deadlines, ages,
 * reports), whatever zone the server or a browser is set to. A module of its
 * own, with no imports, so a page can know today's date without the schemas.
 */

/** Kenya keeps East Africa Time (UTC+3) all year. */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

const DAY_MS = 86_400_000;
/** The last day worked out, with the instants it covers: an import asks once per row. */
let lastDay = { value: '', from: 0, until: 0 };

/** Today in Kenya, as YYYY-MM-DD. */
export function nairobiToday(now: Date = new Date()): string {
  const instant = now.getTime();
  if (instant >= lastDay.from && instant < lastDay.until) return lastDay.value;
  const local = instant + NAIROBI_OFFSET_MS;
  const from = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - NAIROBI_OFFSET_MS;
  lastDay = { value: new Date(local).toISOString().slice(0, 10), from, until: from + DAY_MS };
  return lastDay.value;
}

/** The Kenyan day a number of days after (or, negative, before) today. */
export function nairobiDayIn(days: number, now: Date = new Date()): string {
  return nairobiToday(new Date(now.getTime() + days * DAY_MS));
}

/** The first and last day of this Kenyan month, as YYYY-MM-DD. */
export function nairobiMonth(now: Date = new Date()): { start: string; end: string } {
  const [year, month] = nairobiToday(now).split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last day.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { start: `${prefix}-01`, end: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}
