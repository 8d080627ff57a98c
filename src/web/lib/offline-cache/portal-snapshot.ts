import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@domain/me';
import { clearRecords, readRecord, writeRecord } from './device-db';
import { isDifferentPerson, isKeptQuery, LAST_USER_KEY, snapshotKey, snapshotOf, type Snapshot } from './keys';

/** Who was last signed in here, so the portal can open for them without a connection. */
interface LastUser {
  userId: string;
  user: CurrentUser;
}

/** Answers arrive in bursts (a screen asks for several lists): one write a second at most. */
const WRITE_DELAY_MS = 1_000;

/** Makes the device this person's: what it kept for someone else is forgotten first. */
async function claimDevice(user: CurrentUser): Promise<void> {
  const last = await readRecord<LastUser>(LAST_USER_KEY);
  if (isDifferentPerson(last?.userId, user.id)) await clearRecords();
  await writeRecord(LAST_USER_KEY, { userId: user.id, user } satisfies LastUser);
}

/** Writes the kept queries of `user` to the device each time they change; answers how to stop. */
export function keepPortalData(client: QueryClient, user: CurrentUser): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const claimed = claimDevice(user);

  async function write(): Promise<void> {
    await claimed;
    if (stopped) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isKeptQuery(query.queryKey),
    });
    const snapshot: Snapshot<DehydratedState> = { userId: user.id, savedAt: Date.now(), state };
    await writeRecord(snapshotKey(user.id), snapshot);
  }

  // A device that cannot store (private window, full disk) still works online: nothing to report.
  const writeNow = () => {
    clearTimeout(timer);
    timer = undefined;
    void write().catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptQuery(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(writeNow, WRITE_DELAY_MS);
  });
  // Leaving or reloading the page within the delay must not lose the last answers.
  const flush = () => timer !== undefined && writeNow();
  window.addEventListener('pagehide', flush);
  claimed.catch(() => undefined);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('pagehide', flush);
  };
}

/** The person last signed in here, with their kept data put back into the cache; null when none. */
export async function restoreKeptData(client: QueryClient): Promise<CurrentUser | null> {
  const last = await readRecord<LastUser>(LAST_USER_KEY);
  if (!last) return null;
  const snapshot = snapshotOf(await readRecord<Snapshot<DehydratedState>>(snapshotKey(last.userId)), last.userId);
  if (snapshot) hydrate(client, snapshot.state);
  return last.user;
}

/** Forgets everything kept, on the device and in memory. */
export async function forgetKeptData(client: QueryClient): Promise<void> {
  client.clear();
  await clearRecords();
}
