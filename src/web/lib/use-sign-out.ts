import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from './auth-client';
import { forgetDeviceData } from './sign-out-cleanup';
import { toast } from './toast';

/*
 * Signing out clears the session before the home page has loaded. Portal
 * guards read this flag so they do not flash "Access Required" in between;
 * it lasts until the portal that signed out is gone.
 */
let signingOut = false;
const listeners = new Set<() => void>();

function setSigningOut(value: boolean) {
  signingOut = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useIsSigningOut(): boolean {
  return useSyncExternalStore(subscribe, () => signingOut);
}

/** For portal guards: true while a sign-out started inside the portal is under way. */
export function useGuardSigningOut(): boolean {
  // The guard outlives the portal's header; when the guard goes, the person has left.
  useEffect(() => () => setSigningOut(false), []);
  return useIsSigningOut();
}

/** Every portal header and guard screen signs out the same way, with the spec's toasts. */
export function useSignOut() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const isSigningOut = useIsSigningOut();

  async function signOutAndLeave() {
    setSigningOut(true);
    try {
      await signOut();
      await forgetDeviceData();
      await navigate('/');
      toast.success(t('signOut.successTitle'), { description: t('signOut.successDescription') });
    } catch {
      setSigningOut(false);
      toast.error(t('signOut.errorTitle'), { description: t('signOut.errorDescription') });
    }
  }

  return { signOut: signOutAndLeave, isSigningOut };
}
