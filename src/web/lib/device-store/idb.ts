/*
 * The smallest wrapper over IndexedDB this app needs: two object stores, each record keyed by
 * [userId, name], so what one person keeps on a shared phone is never read back for another.
 * IndexedDB outlives a closed tab, a reload and a lost network, which is the point.
 */
const DATABASE_NAME = 'livelihood-device';
const DATABASE_VERSION = 1;
export type StoreName = 'drafts' | 'outbox';
const STORES: StoreName[] = ['drafts', 'outbox'];

let opening: Promise<IDBDatabase> | null = null;

/** Turns one IndexedDB request into a promise. */
export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, DATABASE_VERSION);
    request.onupgradeneeded = () => {
      for (const store of STORES) {
        if (!request.result.objectStoreNames.contains(store)) {
          request.result.createObjectStore(store, { keyPath: ['userId', 'name'] });
        }
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  }).catch((error: unknown) => {
    // A private window may refuse IndexedDB: try again next time rather than remember the refusal.
    opening = null;
    throw error;
  });
  return opening;
}

/** Whether this browser has IndexedDB at all (some private modes and old WebViews do not). */
export function deviceStoreAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Runs `work` on one store in one transaction and answers once the transaction has committed. */
export async function inStore<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  work: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  const transaction = database.transaction(store, mode);
  const result = settled(work(transaction.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/** Every record of one person in a store, oldest key first. */
export function allOf<T>(store: StoreName, userId: string): Promise<T[]> {
  return inStore(store, 'readonly', (objects) =>
    objects.getAll(IDBKeyRange.bound([userId, ''], [userId, '\uffff'])),
  ) as Promise<T[]>;
}

/** Empties both stores: what every person kept on this device. */
export async function emptyDeviceStore(): Promise<void> {
  if (!deviceStoreAvailable()) return;
  await Promise.all(STORES.map((store) => inStore(store, 'readwrite', (objects) => objects.clear())));
}
