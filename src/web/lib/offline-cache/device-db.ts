/*
 * A small promise wrapper over IndexedDB: one database, one key-value store. IndexedDB, not
 * localStorage, because portal data can be a few hundred kilobytes and must not block the page.
 */
const DB_NAME = 'portal-offline-data';
const STORE = 'records';

let opening: Promise<IDBDatabase> | null = null;

function asPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    // A private window or a full disk: try again next time rather than remember the failure.
    opening = null;
    throw error;
  });
  return opening;
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  return asPromise(work(db.transaction(STORE, mode).objectStore(STORE)));
}

export async function readRecord<T>(key: string): Promise<T | undefined> {
  return (await inStore('readonly', (store) => store.get(key))) as T | undefined;
}

export async function writeRecord(key: string, value: unknown): Promise<void> {
  await inStore('readwrite', (store) => store.put(value, key));
}

export async function clearRecords(): Promise<void> {
  await inStore('readwrite', (store) => store.clear());
}
