import { localIsoDate } from '../../../../domain/documents';

/** A period of application dates (YYYY-MM-DD); an empty end leaves that side open. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** From this day last year up to today, as the Reports screen opens (29 February falls back to 1 March). */
export function lastTwelveMonths(today: Date = new Date()): ReportPeriod {
  const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
  return { from: localIsoDate(yearAgo), to: localIsoDate(today) };
}

/** The query string of a period, leaving out open ends. */
export function periodQuery(period: ReportPeriod): string {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  return params.toString();
}
