import { describe, expect, it } from 'vitest';
import { backToListTarget } from './back-to-list-link';

describe('backToListTarget', () => {
  it('returns to the list with its filters when the page was opened from it', () => {
    const state = { listOrigin: { pathname: '/staff/documents', search: '?status=verified&page=2' } };
    expect(backToListTarget('/staff/documents', state)).toBe('/staff/documents?status=verified&page=2');
    expect(backToListTarget('/staff/documents', { listOrigin: { pathname: '/staff/documents', search: '' } })).toBe(
      '/staff/documents',
    );
  });

  it('goes to the plain list when opened from anywhere else', () => {
    expect(backToListTarget('/staff/documents', null)).toBe('/staff/documents');
    expect(backToListTarget('/staff/documents', { idx: 3 })).toBe('/staff/documents');
    expect(
      backToListTarget('/staff/documents', {
        listOrigin: { pathname: '/staff/applications', search: '?status=submitted' },
      }),
    ).toBe('/staff/documents');
  });

  it('ignores a malformed origin rather than linking somewhere unexpected', () => {
    expect(
      backToListTarget('/staff/payments', { listOrigin: { pathname: '/staff/payments', search: '//evil.example' } }),
    ).toBe('/staff/payments');
    expect(backToListTarget('/staff/payments', { listOrigin: 'x' })).toBe('/staff/payments');
  });
});
