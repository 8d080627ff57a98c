import { describe, expect, it } from 'vitest';
import { loadFailed } from './load-failed';

describe('a staff screen gives way to its load error', () => {
  it('when the first load failed: there is nothing to show', () => {
    expect(loadFailed({ isError: true, data: undefined })).toBe(true);
  });

  it('not when a refetch failed on a dropped line: the record and the edit form open on it stay', () => {
    expect(loadFailed({ isError: true, data: { person: { firstName: 'Amina' } } })).toBe(false);
  });

  it('not while the data is there and fresh', () => {
    expect(loadFailed({ isError: false, data: { id: 'p1' } })).toBe(false);
  });
});
