/*
 * The staff dashboard's period selector (spec "Staff dashboard": 'Last 30 days'
 * with 7 days, 90 days and 12 months) and how its deltas read. Shared by the
 * API, which counts what happened since the period began, and the web.
 */

export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'string' && (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Exclude<DashboardPeriod, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/**
 * The first instant of a rolling period ending at `now`. Twelve months go back
 * one calendar year (so a leap day is not lost), the others a fixed number of days.
 */
export function periodStart(period: DashboardPeriod, now: Date): Date {
  if (period === '12m') {
    const start = new Date(now.getTime());
    start.setUTCFullYear(start.getUTCFullYear() - 1);
    return start;
  }
  return new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
}

/** A count's change as a card shows it: '+234', '0', and never a bare minus-zero; grouped for the reader's locale. */
export function formatDelta(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(value);
}

/**
 * Shares of a whole as whole percents that add up to 100 (largest remainder),
 * so a distribution's bars never read 101 % or 99 % in total. All zero when the whole is 0.
 */
export function sharesOf(counts: readonly number[]): number[] {
  const whole = counts.reduce((sum, count) => sum + count, 0);
  if (whole <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count / whole) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors;
}
