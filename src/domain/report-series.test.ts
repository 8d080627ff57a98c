import { describe, expect, it } from 'vitest';
import { bucketStart, chooseBucket, fillSeries } from './report-series';

const zero = (bucket: string) => ({ bucket, count: 0 });

describe('choosing the bucket of a report series', () => {
  it('counts by day up to a month, by week up to half a year, then by month', () => {
    expect(chooseBucket('2026-01-01', '2026-01-01')).toBe('day');
    expect(chooseBucket('2026-01-01', '2026-01-31')).toBe('day');
    expect(chooseBucket('2026-01-01', '2026-02-01')).toBe('week');
    expect(chooseBucket('2026-01-01', '2026-07-03')).toBe('week');
    expect(chooseBucket('2026-01-01', '2026-07-04')).toBe('month');
    expect(chooseBucket('2025-11-22', '2026-11-22')).toBe('month');
  });

  it('counts an open period by month', () => {
    expect(chooseBucket(undefined, '2026-01-10')).toBe('month');
    expect(chooseBucket('2026-01-01', undefined)).toBe('month');
  });
});

describe('the first day of a bucket', () => {
  it('is the day itself, the Monday of its week or the first of its month', () => {
    expect(bucketStart('2026-11-22', 'day')).toBe('2026-11-22');
    expect(bucketStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-16', 'week')).toBe('2026-11-16');
    expect(bucketStart('2027-01-01', 'week')).toBe('2026-12-28');
    expect(bucketStart('2026-11-22', 'month')).toBe('2026-11-01');
  });
});

describe('filling a series', () => {
  it('puts zero in the empty days of the period', () => {
    const series = fillSeries(
      [{ bucket: '2026-03-02', count: 4 }],
      'day',
      { from: '2026-03-01', to: '2026-03-04' },
      zero,
    );
    expect(series).toEqual([
      { bucket: '2026-03-01', count: 0 },
      { bucket: '2026-03-02', count: 4 },
      { bucket: '2026-03-03', count: 0 },
      { bucket: '2026-03-04', count: 0 },
    ]);
  });

  it('walks months across a year end and keeps extra fields of the counted points', () => {
    const points = [{ bucket: '2027-01-01', count: 2, amount: 500 }];
    const series = fillSeries(points, 'month', { from: '2026-11-15', to: '2027-02-03' }, (bucket) => ({
      bucket,
      count: 0,
      amount: 0,
    }));
    expect(series.map((point) => point.bucket)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(series[2]).toEqual({ bucket: '2027-01-01', count: 2, amount: 500 });
  });

  it('walks weeks from the Monday of the first day', () => {
    const series = fillSeries([], 'week', { from: '2026-11-04', to: '2026-11-18' }, zero);
    expect(series.map((point) => point.bucket)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
  });

  it('bounds an open period by the counted buckets and is empty without either', () => {
    const points = [
      { bucket: '2026-05-01', count: 1 },
      { bucket: '2026-03-01', count: 3 },
    ];
    expect(fillSeries(points, 'month', {}, zero).map((point) => point.count)).toEqual([3, 0, 1]);
    expect(fillSeries(points, 'month', { to: '2026-06-30' }, zero)).toHaveLength(4);
    expect(fillSeries([], 'month', { to: '2026-06-30' }, zero)).toEqual([]);
  });
});
