import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageNumbers(1, 1285)).toEqual([1, 2, null, 1285]);
    expect(pageNumbers(5, 1285)).toEqual([1, null, 4, 5, 6, null, 1285]);
    expect(pageNumbers(1285, 1285)).toEqual([1, null, 1284, 1285]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});
