import { describe, expect, it } from 'vitest';
import { registryListQuerySchema } from '@domain/registry-search';
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

  it('offers the last page of a registry past a million people, and the list asks the API for it', () => {
    const pages = Math.ceil(1_000_001 / 10);
    expect(pageNumbers(1, pages)).toEqual([1, 2, null, 100_001]);
    // The page comes back from the address bar through the API's own schema: a refused page would show page one.
    expect(registryListQuerySchema.parse({ page: String(pages) }).page).toBe(100_001);
    expect(registryListQuerySchema.safeParse({ page: '1e400' }).success).toBe(false);
  });
});
