import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, periodQuery, periodSlug } from './report-period';

describe('the report period', () => {
  it('opens on the 12 months that end today, in every camp', () => {
    expect(lastTwelveMonths(new Date('2026-11-22T09:30:00+03:00'))).toEqual({
      from: '2025-11-22',
      to: '2026-11-22',
      camp: '',
    });
    expect(lastTwelveMonths(new Date('2024-02-29T12:00:00+03:00'))).toEqual({
      from: '2023-03-01',
      to: '2024-02-29',
      camp: '',
    });
  });

  it("ends on Kenya's today whatever the browser's time zone", () => {
    // 22:30 in UTC is already 01:30 the next day in Kenya, where the server counts its days.
    expect(lastTwelveMonths(new Date('2026-11-22T22:30:00Z')).to).toBe('2026-11-23');
    expect(lastTwelveMonths(new Date('2026-11-22T20:59:59Z')).to).toBe('2026-11-22');
  });

  it('leaves an open end and "all camps" out of the query', () => {
    expect(periodQuery({ from: '2026-01-01', to: '2026-03-31', camp: '' })).toBe('from=2026-01-01&to=2026-03-31');
    expect(periodQuery({ from: '', to: '2026-03-31', camp: 'KAK' })).toBe('to=2026-03-31&camp=KAK');
    expect(periodQuery({ from: '', to: '', camp: '' })).toBe('');
  });

  it('names what a download counts', () => {
    expect(periodSlug({ from: '2026-01-01', to: '2026-03-31', camp: 'KAK' })).toBe('2026-01-01_2026-03-31_KAK');
    expect(periodSlug({ from: '', to: '', camp: '' })).toBe('start_today_all-camps');
  });
});
