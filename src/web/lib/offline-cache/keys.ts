/*
 * What of the beneficiary portal's data is kept on the device, and under whose name. A phone is often
 * shared: a snapshot is stored under its owner's user id and is only ever given back to that same user.
 */

/** The portal areas a person most needs to read without a connection (the spec's offline list). */
const KEPT_AREAS = new Set(['applications', 'payments', 'messages', 'dashboard', 'profile']);

/** The record naming who was last signed in on this device. */
export const LAST_USER_KEY = 'last-user';

export function snapshotKey(userId: string): string {
  return `portal-data:${userId}`;
}

/** Whether a query's answer is kept on the device: beneficiary queries of the kept areas only. */
export function isKeptQuery(queryKey: readonly unknown[]): boolean {
  const [portal, area] = queryKey;
  return portal === 'beneficiary' && typeof area === 'string' && KEPT_AREAS.has(area);
}

export interface Snapshot<State> {
  userId: string;
  /** When the data was written to the device (ms since epoch). */
  savedAt: number;
  state: State;
}

/** The snapshot if it is this user's, otherwise nothing: another person's data is never handed out. */
export function snapshotOf<State>(snapshot: Snapshot<State> | undefined, userId: string): Snapshot<State> | null {
  return snapshot && snapshot.userId === userId ? snapshot : null;
}

/** Whether keeping data for `userId` must first forget what the device holds for someone else. */
export function isDifferentPerson(lastUserId: string | undefined, userId: string): boolean {
  return lastUserId !== undefined && lastUserId !== userId;
}
