import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_PERIOD, formatDelta, isDashboardPeriod, periodStart, sharesOf } from './staff-dashboard';

describe('dashboard periods', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it('defaults to the last 30 days and knows only its four periods', () => {
    expect(DEFAULT_DASHBOARD_PERIOD).toBe('30d');
    expect(['7d', '30d', '90d', '12m'].every(isDashboardPeriod)).toBe(true);
    expect(isDashboardPeriod('1y')).toBe(false);
    expect(isDashboardPeriod(undefined)).toBe(false);
  });

  it('goes back whole days, or one calendar year for 12 months', () => {
    expect(periodStart('7d', now).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(periodStart('30d', now).toISOString()).toBe('2026-02-13T10:00:00.000Z');
    expect(periodStart('90d', now).toISOString()).toBe('2025-12-15T10:00:00.000Z');
    expect(periodStart('12m', now).toISOString()).toBe('2025-03-15T10:00:00.000Z');
  });

  it('does not mutate the instant it is given', () => {
    periodStart('12m', now);
    expect(now.toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });
});

describe('formatDelta', () => {
  it('signs growth, leaves zero unsigned and groups thousands by locale', () => {
    expect(formatDelta(234, 'en-KE')).toBe('+234');
    expect(formatDelta(0, 'en-KE')).toBe('0');
    expect(formatDelta(1234, 'en-KE')).toBe('+1,234');
    expect(formatDelta(-3, 'en-KE')).toBe('-3');
  });
});

describe('sharesOf', () => {
  it('gives whole percents that add up to 100', () => {
    expect(sharesOf([7234, 3892, 1234, 487])).toEqual([56, 30, 10, 4]);
    expect(sharesOf([1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharesOf([1, 1, 1]).reduce((a, b) => a + b)).toBe(100);
  });

  it('is all zero for an empty whole', () => {
    expect(sharesOf([0, 0])).toEqual([0, 0]);
    expect(sharesOf([])).toEqual([]);
  });
});
