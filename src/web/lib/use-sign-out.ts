import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOut } from './auth-client';

/*
 * Signing out clears the session before the home page has loaded. Portal
 * guards read this flag so they do not flash "Access Required" in between.
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

export function useIsSigningOut(): boolean {
  return useSyncExternalStore(subscribe, () => signingOut);
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
      await navigate('/');
      toast.success(t('signOut.successTitle'), { description: t('signOut.successDescription') });
    } catch {
      toast.error(t('signOut.errorTitle'), { description: t('signOut.errorDescription') });
    } finally {
      setSigningOut(false);
    }
  }

  return { signOut: signOutAndLeave, isSigningOut };
}
