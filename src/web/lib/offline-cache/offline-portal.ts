import type { CurrentUser } from '@domain/me';
import { queryClient } from '../query-client';
import { loadSession } from '../session';
import { onSignOut } from '../sign-out-cleanup';
import { forgetKeptData, keepPortalData, restoreKeptData } from './portal-snapshot';

/*
 * Loaded with the portals' code (query-provider.tsx), or by lib/session when the server cannot be
 * reached. Without a connection the portal opens for the person last signed in on this device, with the
 * data it kept for them; the server is asked again as soon as the network returns, and signing out
 * forgets it all.
 */
let stopKeeping: (() => void) | null = null;
let openedFromDevice = false;

/** Starts keeping a beneficiary's portal data on the device (other portals keep nothing). */
export function keepDataOf(user: CurrentUser | null): () => void {
  if (user?.userType !== 'beneficiary') return () => undefined;
  stopKeeping?.();
  const stop = keepPortalData(queryClient, user);
  stopKeeping = stop;
  return () => {
    stop();
    if (stopKeeping === stop) stopKeeping = null;
  };
}

/** The person last signed in here, their kept data back in the cache: for lib/session when offline. */
export async function openFromDevice(): Promise<CurrentUser | null> {
  const user = await restoreKeptData(queryClient);
  openedFromDevice = user !== null;
  return user;
}

window.addEventListener('online', () => {
  if (!openedFromDevice) return;
  openedFromDevice = false;
  // The session may have ended meanwhile: the server decides again who is signed in.
  loadSession().catch(() => undefined);
});

onSignOut(async () => {
  stopKeeping?.();
  stopKeeping = null;
  openedFromDevice = false;
  await forgetKeptData(queryClient);
});
