import { describe, expect, it } from 'vitest';
import { outboxEntry } from './entries';

describe('an outbox entry', () => {
  const send = { kind: 'feedback' as const, method: 'POST' as const, path: '/api/v1/beneficiary/feedback', body: {} };

  it('keeps the key it was made with, to send with every try', () => {
    const entry = outboxEntry('user-1', send, 'key-12345678', new Date('2026-11-27T10:00:00Z'));
    expect(entry).toMatchObject({
      userId: 'user-1',
      idempotencyKey: 'key-12345678',
      createdAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('sorts in the order the sends were made, so a follow-up never overtakes its complaint', () => {
    const later = outboxEntry('user-1', send, 'aaaaaaaa', new Date('2026-11-27T10:00:01Z'));
    const earlier = outboxEntry('user-1', send, 'zzzzzzzz', new Date('2026-11-27T10:00:00Z'));
    expect([later.name, earlier.name].sort()).toEqual([earlier.name, later.name]);
  });
});
