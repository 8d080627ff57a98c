import { describe, expect, it } from 'vitest';
import { deviceCopyWins, differsFrom, draftRecord, hasTypedSomething } from './records';

describe('a draft kept on the device', () => {
  it('belongs to one person and one form, dated when kept', () => {
    const record = draftRecord('user-1', 'feedback', { subject: 'Water' }, new Date('2026-11-27T10:00:00Z'));
    expect(record).toEqual({
      userId: 'user-1',
      name: 'feedback',
      value: { subject: 'Water' },
      savedAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('is shown rather than the server copy, unless the server copy was saved later (on another phone)', () => {
    const kept = { savedAt: '2026-11-27T10:00:00.000Z' };
    expect(deviceCopyWins(kept, null)).toBe(true);
    expect(deviceCopyWins(kept, '2026-11-27T09:59:00.000Z')).toBe(true);
    expect(deviceCopyWins(kept, '2026-11-27T10:05:00.000Z')).toBe(false);
  });

  it('is kept only once something was typed or ticked', () => {
    expect(hasTypedSomething({ reason: '', references: [{ name: ' ' }], previousAssistance: false })).toBe(false);
    expect(hasTypedSomething({ reason: '', references: [{ name: 'Fatuma' }] })).toBe(true);
    expect(hasTypedSomething({ householdSize: Number.NaN, hasMobileMoney: true })).toBe(true);
    expect(hasTypedSomething({ householdSize: 7 })).toBe(true);
  });

  it('of a form opened on the server copy, only when it differs from that copy', () => {
    expect(differsFrom({ firstName: 'Amina' }, { firstName: 'Amina' })).toBe(false);
    expect(differsFrom({ firstName: 'Aminah' }, { firstName: 'Amina' })).toBe(true);
  });
});
