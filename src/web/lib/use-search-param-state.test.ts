import { describe, expect, it } from 'vitest';
import { oneOf, pageFrom, withChanges } from './use-search-param-state';

describe('pageFrom', () => {
  it('reads a page number, and page one for a missing or hand-edited one', () => {
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('abc')).toBe(1);
    expect(pageFrom('-4')).toBe(1);
    expect(pageFrom('999999999')).toBe(100_000);
  });
});

describe('oneOf', () => {
  it('keeps a known value and drops anything else', () => {
    expect(oneOf(['pending', 'verified'] as const, 'verified')).toBe('verified');
    expect(oneOf(['pending', 'verified'] as const, 'hacked')).toBeUndefined();
    expect(oneOf(['pending', 'verified'] as const, null)).toBeUndefined();
  });
});

describe('withChanges', () => {
  it('sets and clears filters, going back to page one on a filter change', () => {
    const next = withChanges(new URLSearchParams('status=pending&camp=kakuma&page=4'), {
      status: 'verified',
      camp: '',
    });
    expect(next.toString()).toBe('status=verified');
  });

  it('keeps the filters when only the page changes', () => {
    const next = withChanges(new URLSearchParams('status=pending&page=4'), { page: '5' });
    expect(next.toString()).toBe('status=pending&page=5');
  });
});
