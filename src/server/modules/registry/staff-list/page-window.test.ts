import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('reads the first half of the list from the start', () => {
    expect(pageWindow(1, 10, 1_000_000)).toEqual({ from: 'start', offset: 0, limit: 10 });
    expect(pageWindow(50_000, 10, 1_000_000)).toEqual({ from: 'start', offset: 499_990, limit: 10 });
  });

  it('reads the second half from the end, so the last page of a million people skips nothing', () => {
    expect(pageWindow(100_000, 10, 1_000_000)).toEqual({ from: 'end', offset: 0, limit: 10 });
    expect(pageWindow(99_999, 10, 1_000_000)).toEqual({ from: 'end', offset: 10, limit: 10 });
    expect(pageWindow(50_001, 10, 1_000_000)).toEqual({ from: 'end', offset: 499_990, limit: 10 });
  });

  it('takes only the rows left on a short last page, past the old cap of 100,000 pages too', () => {
    expect(pageWindow(100_001, 10, 1_000_005)).toEqual({ from: 'end', offset: 0, limit: 5 });
    expect(pageWindow(3, 10, 25)).toEqual({ from: 'end', offset: 0, limit: 5 });
  });

  it('has nothing to read past the end, or in an empty list', () => {
    expect(pageWindow(100_002, 10, 1_000_005)).toBeNull();
    expect(pageWindow(1, 10, 0)).toBeNull();
  });
});
