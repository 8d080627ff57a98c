import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials-avatar';

describe('initials avatar', () => {
  it('draws the first and last initials of a name, whatever its script', () => {
    expect(initialsOf('Halima Abdi')).toBe('HA');
    expect(initialsOf('  deng   mading garang ')).toBe('DG');
    expect(initialsOf('Amina')).toBe('A');
    expect(initialsOf('عائشة محمد')).toBe('عم');
    expect(initialsOf(' ')).toBe('?');
  });
});
