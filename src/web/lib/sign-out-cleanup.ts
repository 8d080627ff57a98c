/*
 * A phone is often shared: what the app keeps on the device for a person (drafts, the last data they saw)
 * is theirs alone and goes when they sign out. Each store registers how to empty itself here; signing out
 * runs them all.
 */
const cleanups = new Set<() => Promise<void> | void>();

/** Registers how to forget what one store keeps on the device; answers how to unregister. */
export function onSignOut(cleanup: () => Promise<void> | void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Empties every store; a store that fails to empty does not stop the others. */
export async function forgetDeviceData(): Promise<void> {
  await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
}
