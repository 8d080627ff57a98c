import { describe, expect, it } from 'vitest';
import { nairobiDayIn, nairobiMonth, nairobiToday } from './kenya-day';

describe('today in Kenya', () => {
  it('starts at 21:00 UTC', () => {
    expect(nairobiToday(new Date('2026-03-10T20:59:00Z'))).toBe('2026-03-10');
    expect(nairobiToday(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
    // The day is remembered between calls: instants on either side of midnight, in any order, still get their own day.
    expect(nairobiToday(new Date('2026-03-10T20:59:59.999Z'))).toBe('2026-03-10');
    expect(nairobiToday(new Date('2026-03-11T20:59:59.999Z'))).toBe('2026-03-11');
    expect(nairobiToday(new Date('1969-12-31T20:59:00Z'))).toBe('1969-12-31');
    expect(nairobiToday(new Date('1969-12-31T21:00:00Z'))).toBe('1970-01-01');
  });
});

describe('a Kenyan day some days away', () => {
  it("counts from Kenya's today, which starts at 21:00 UTC", () => {
    expect(nairobiDayIn(1, new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-23');
    expect(nairobiDayIn(1, new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-24');
    expect(nairobiDayIn(-2, new Date('2026-03-01T22:00:00Z'))).toBe('2026-02-28');
    expect(nairobiDayIn(0, new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });
});

describe('this Kenyan month', () => {
  it('runs from the first to the last day, and turns over at 21:00 UTC on the last day', () => {
    expect(nairobiMonth(new Date('2026-11-22T09:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(nairobiMonth(new Date('2026-01-31T20:59:00Z'))).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(nairobiMonth(new Date('2026-01-31T21:00:00Z'))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(nairobiMonth(new Date('2028-02-10T12:00:00Z'))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(nairobiMonth(new Date('2026-12-31T21:30:00Z'))).toEqual({ start: '2027-01-01', end: '2027-01-31' });
  });
});
