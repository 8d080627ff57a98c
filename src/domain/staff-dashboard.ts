/*
 * The staff dashboard's period selector (spec "Staff dashboard": 'Last 30 days'
 * with 7 days, 90 days and 12 months) and how its deltas read. Shared by the
 * API, which counts what happened since the period began, and the web.
 */

import * as z from 'zod/mini';
import { CAMPS } from './beneficiary-profile';
import { PROJECT_TYPES } from './projects';

export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';

export const staffDashboardQuerySchema = z.strictObject({
  period: z._default(
    z.enum(DASHBOARD_PERIODS, { error: 'validation:staffDashboard.period' }),
    DEFAULT_DASHBOARD_PERIOD,
  ),
});

const countWithDeltaSchema = z.object({
  value: z.number(),
  /** What happened since the period began. */
  delta: z.number(),
});
export type CountWithDelta = z.infer<typeof countWithDeltaSchema>;

/** GET /api/v1/staff/dashboard: counts and sums only. */
export const staffDashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  periodStart: z.string(),
  stats: z.object({
    totalBeneficiaries: countWithDeltaSchema,
    activeProjects: countWithDeltaSchema,
    /** Whole USD. */
    totalBudget: z.object({ value: z.number(), spent: z.number(), percentUtilised: z.number() }),
    programCompletions: countWithDeltaSchema,
  }),
  alerts: z.object({ pendingDuplicates: z.number() }),
  /** lastSyncAt: the last registry export imported; pendingImportId: a validated export waiting for Sync Now. */
  registrySync: z.object({
    lastSyncAt: z.nullable(z.string()),
    pendingUpdates: z.nullable(z.number()),
    pendingImportId: z.nullable(z.string()),
  }),
  /** camp null: not recorded. */
  geography: z.array(z.object({ camp: z.nullable(z.enum(CAMPS)), count: z.number(), percent: z.number() })),
  performance: z.object({
    participating: z.number(),
    completed: z.number(),
    withdrawn: z.number(),
    completionRate: z.number(),
    attendanceTaken: z.number(),
    attendancePresent: z.number(),
    attendanceRate: z.number(),
    enrolledByType: z.array(z.object({ type: z.enum(PROJECT_TYPES), count: z.number() })),
  }),
  partners: z.array(z.object({ partner: z.string(), projects: z.number(), activeProjects: z.number() })),
  audiences: z.object({ portalBeneficiaries: z.number(), activeStaff: z.number(), verifiedEmployers: z.number() }),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

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
