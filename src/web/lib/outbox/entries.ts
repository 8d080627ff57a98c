/** What the outbox can send; each kind has its own "it was sent" message. */
export type OutboxKind = 'application' | 'feedback' | 'followUp' | 'reply' | 'profile';

/** One send waiting for the network, for one person. */
export interface OutboxEntry {
  userId: string;
  /** Sorts the entries in the order they were made: creation time, then the key. */
  name: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  /** Made once for this send and sent with every try: the server makes the record once. */
  idempotencyKey: string;
  createdAt: string;
}

export interface OutboxSend {
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
}

export function outboxEntry(userId: string, send: OutboxSend, idempotencyKey: string, at: Date): OutboxEntry {
  const createdAt = at.toISOString();
  return { ...send, userId, name: `${createdAt}|${idempotencyKey}`, idempotencyKey, createdAt };
}
