import { apiFetch, newIdempotencyKey } from '@web/lib/api';
import { allOf, deviceStoreAvailable, inStore } from '@web/lib/device-store/idb';
import { isOnline } from '@web/lib/online-status';
import { outboxEntry, type OutboxEntry, type OutboxSend } from './entries';
import { isNetworkFailure } from './network-failure';

/** What became of a send: the server's answer, or kept on the device until the network returns. */
export type SendOutcome<T> = { status: 'sent'; data: T } | { status: 'queued' };

/** Told of each queued send once the server has it (or has refused it for good). */
export type OutboxListener = (entry: OutboxEntry, outcome: { sent: true } | { sent: false; error: unknown }) => void;
const listeners = new Set<OutboxListener>();

export function onOutboxSettled(listener: OutboxListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends now, with an Idempotency-Key made once for this send. When the network is missing (or drops on
 * the way) the send is kept in the outbox, with the same key, and answered as queued: sending it later,
 * even twice, makes one record on the server. A refusal by the server is thrown as usual.
 */
export async function sendOrQueue<T>(userId: string | null, send: OutboxSend): Promise<SendOutcome<T>> {
  const idempotencyKey = newIdempotencyKey();
  const canQueue = userId !== null && deviceStoreAvailable();
  if (canQueue && !isOnline()) return queue(userId, send, idempotencyKey);
  try {
    const data = await apiFetch<T>(send.path, { method: send.method, body: send.body, idempotencyKey });
    return { status: 'sent', data };
  } catch (error) {
    if (canQueue && isNetworkFailure(error, isOnline())) return queue(userId, send, idempotencyKey);
    throw error;
  }
}

async function queue(userId: string, send: OutboxSend, key: string): Promise<SendOutcome<never>> {
  const entry = outboxEntry(userId, send, key, new Date());
  await inStore('outbox', 'readwrite', (objects) => objects.put(entry));
  return { status: 'queued' };
}

/** This person's sends still waiting, oldest first. */
export function waitingSends(userId: string): Promise<OutboxEntry[]> {
  if (!deviceStoreAvailable()) return Promise.resolve([]);
  return allOf<OutboxEntry>('outbox', userId);
}

let flushing: Promise<void> | null = null;

/**
 * Sends what waits, in order, one at a time. Only one flush runs at once (the `online` event and the app
 * starting may both ask), so nothing is sent twice from this tab; another tab sending the same entry is
 * answered by the server from its key. Stops at the first send that still finds no network.
 */
export function flushOutbox(userId: string): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const entry of await waitingSends(userId)) {
        try {
          await apiFetch(entry.path, { method: entry.method, body: entry.body, idempotencyKey: entry.idempotencyKey });
        } catch (error) {
          if (isNetworkFailure(error, isOnline())) return;
          await forget(entry);
          listeners.forEach((listener) => listener(entry, { sent: false, error }));
          continue;
        }
        await forget(entry);
        listeners.forEach((listener) => listener(entry, { sent: true }));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

function forget(entry: OutboxEntry): Promise<undefined> {
  return inStore('outbox', 'readwrite', (objects) => objects.delete([entry.userId, entry.name]));
}
