import { nairobiToday } from '@domain/kenya-day';
import type { Camp } from '@domain/registry';

/** What every report counts: a period of days (YYYY-MM-DD; an empty end leaves that side open) and one camp or all (''). */
export interface ReportPeriod {
  from: string;
  to: string;
  camp: Camp | '';
}

/**
 * From this day last year up to today in every camp, as the Reports screen
 * opens (29 February falls back to 1 March). Today is Kenya's: the server
 * counts Kenyan days, and a browser set to another zone (staff abroad, a test
 * machine on UTC) would otherwise leave out the first hours of the day.
 */
export function lastTwelveMonths(now: Date = new Date()): ReportPeriod {
  const today = nairobiToday(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const yearAgo = new Date(Date.UTC(year - 1, month - 1, day)).toISOString().slice(0, 10);
  return { from: yearAgo, to: today, camp: '' };
}

/** The query string of a period, leaving out open ends and "all camps". */
export function periodQuery(period: ReportPeriod): string {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  if (period.camp) params.set('camp', period.camp);
  return params.toString();
}

/** A file name part that says what a CSV counts: 2025-11-22_2026-11-22_KAK. */
export function periodSlug(period: ReportPeriod): string {
  return [period.from || 'start', period.to || 'today', period.camp || 'all-camps'].join('_');
}
