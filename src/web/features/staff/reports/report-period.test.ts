import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, periodQuery } from './report-period';

describe('the report period', () => {
  it('opens on the 12 months that end today', () => {
    expect(lastTwelveMonths(new Date(2026, 10, 22, 9, 30))).toEqual({ from: '2025-11-22', to: '2026-11-22' });
    expect(lastTwelveMonths(new Date(2024, 1, 29))).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('leaves an open end out of the query', () => {
    expect(periodQuery({ from: '2026-01-01', to: '2026-03-31' })).toBe('from=2026-01-01&to=2026-03-31');
    expect(periodQuery({ from: '', to: '2026-03-31' })).toBe('to=2026-03-31');
    expect(periodQuery({ from: '', to: '' })).toBe('');
  });
});
