import { describe, expect, it } from 'vitest';
import { compareDates, dayNumber } from './record-comparison';

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('compareDates', () => {
  it('names each way registration gets a birth date wrong', () => {
    expect(compareDates('1990-04-17', '1990-04-17')).toBe('exact');
    expect(compareDates('1990-01-01', '1990-06-30')).toBe('same_year_only');
    expect(compareDates('1990-04-07', '1990-07-04')).toBe('day_month_swapped');
    expect(compareDates('1990-04-17', '1991-04-17')).toBe('year_typo');
    expect(compareDates('1990-04-17', '1990-04-20')).toBe('within_a_week');
    expect(compareDates('1990-04-17', '1990-05-10')).toBe('within_a_month');
    expect(compareDates('1990-04-17', '1990-06-30')).toBe('within_a_quarter');
    expect(compareDates('1990-04-17', '1990-11-02')).toBe('within_a_year');
    expect(compareDates('1990-04-17', '1991-05-02')).toBe('year_off_and_days_off');
    expect(compareDates('1990-01-01', '1991-08-02')).toBe('year_only_off_by_one');
    expect(compareDates('1990-04-17', '1992-04-18')).toBe('different');
    expect(compareDates(null, '1990-04-17')).toBe('unknown');
  });

  it('counts days across month ends, leap days and year ends as the calendar does', () => {
    expect(compareDates('1999-12-31', '2000-01-31')).toBe('within_a_month');
    expect(compareDates('1999-12-31', '2000-02-01')).toBe('within_a_quarter');
    expect(compareDates('1999-12-31', '2000-04-15')).toBe('within_a_year');
    // 2000-02-28 to 2001-02-28 is 366 days (2000 is a leap year): a year mistyped, and a day.
    expect(compareDates('2000-02-28', '2001-02-27')).toBe('year_off_and_days_off');
    expect(compareDates('2000-02-27', '2001-02-28')).toBe('year_off_and_days_off');
    expect(compareDates('2003-12-31', '2005-01-01')).toBe('different');
  });

  it('agrees with the Date arithmetic it replaces on thousands of date pairs', () => {
    const start = Date.UTC(1940, 0, 1);
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let index = 0; index < 5000; index++) {
      const a = start + (next() % 30_000) * 86_400_000;
      const b = a + ((next() % 1500) - 750) * 86_400_000;
      const [dateA, dateB] = [iso(a), iso(b)];
      const [ya, yb] = [new Date(a).getUTCFullYear(), new Date(b).getUTCFullYear()];
      expect(dayNumber(ya, new Date(a).getUTCMonth() + 1, new Date(a).getUTCDate())).toBe(a / 86_400_000);
      const days = Math.abs(a - b) / 86_400_000;
      const agreement = compareDates(dateA, dateB);
      if (['within_a_week', 'within_a_month', 'within_a_quarter', 'within_a_year'].includes(agreement)) {
        const expected =
          days <= 7
            ? 'within_a_week'
            : days <= 31
              ? 'within_a_month'
              : days <= 92
                ? 'within_a_quarter'
                : 'within_a_year';
        expect(agreement).toBe(expected);
      }
      if (agreement === 'different') expect(days).toBeGreaterThan(92);
      if (Math.abs(ya - yb) > 1) expect(agreement).toBe('different');
    }
  });
});
