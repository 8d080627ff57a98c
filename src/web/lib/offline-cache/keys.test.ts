import { describe, expect, it } from 'vitest';
import { isDifferentPerson, isKeptQuery, snapshotKey, snapshotOf } from './keys';

describe('what the device keeps of the beneficiary portal', () => {
  it.each([
    [['beneficiary', 'dashboard', 'en']],
    [['beneficiary', 'payments', 'all', 1]],
    [['beneficiary', 'applications', 'list', 'all', 1, 'sw']],
    [['beneficiary', 'messages', 'list', 1]],
    [['beneficiary', 'profile']],
  ])('keeps %j', (queryKey) => {
    expect(isKeptQuery(queryKey)).toBe(true);
  });

  it.each([
    [['beneficiary', 'documents', 'list', 1]],
    [['beneficiary', 'jobs', 'list', {}, 1]],
    [['staff', 'payments']],
    [['employer', 'dashboard']],
    [[]],
  ])('does not keep %j', (queryKey) => {
    expect(isKeptQuery(queryKey)).toBe(false);
  });
});

describe('whose data a snapshot is', () => {
  const amina = { userId: 'user-amina', savedAt: 1, state: { payments: ['KES 5,000'] } };

  it('stores each person under their own key', () => {
    expect(snapshotKey('user-amina')).not.toBe(snapshotKey('user-omar'));
  });

  it('gives a snapshot back to its owner only', () => {
    expect(snapshotOf(amina, 'user-amina')).toBe(amina);
    expect(snapshotOf(amina, 'user-omar')).toBeNull();
    expect(snapshotOf(undefined, 'user-amina')).toBeNull();
  });

  it('forgets the previous person when someone else signs in on the device', () => {
    expect(isDifferentPerson('user-amina', 'user-omar')).toBe(true);
    expect(isDifferentPerson('user-amina', 'user-amina')).toBe(false);
    expect(isDifferentPerson(undefined, 'user-omar')).toBe(false);
  });
});
