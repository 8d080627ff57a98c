import { onSignOut } from '@web/lib/sign-out-cleanup';
import { deviceStoreAvailable, emptyDeviceStore, inStore } from './idb';
import { draftRecord, type DraftRecord } from './records';

// Signing out forgets every draft and every unsent send kept on this device: the next person sees none.
onSignOut(emptyDeviceStore);

/** Keeps what a person typed in one form on this device; a later keep replaces it. */
export async function keepDraft<T>(userId: string, name: string, value: T): Promise<void> {
  if (!deviceStoreAvailable()) return;
  await inStore('drafts', 'readwrite', (objects) => objects.put(draftRecord(userId, name, value, new Date())));
}

/** What this person last typed in the form called `name`, or null. */
export async function readDraft<T>(userId: string, name: string): Promise<DraftRecord<T> | null> {
  if (!deviceStoreAvailable()) return null;
  const found = await inStore('drafts', 'readonly', (objects) => objects.get([userId, name]));
  return (found as DraftRecord<T> | undefined) ?? null;
}

/** Forgets a draft once its form was sent (or handed to the outbox, which keeps its own copy). */
export async function forgetDraft(userId: string, name: string): Promise<void> {
  if (!deviceStoreAvailable()) return;
  await inStore('drafts', 'readwrite', (objects) => objects.delete([userId, name]));
}
