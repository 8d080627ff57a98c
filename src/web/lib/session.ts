import { useEffect, useSyncExternalStore } from 'react';
import type { CurrentUser, MeResponse } from '@domain/me';
import { apiFetch } from './api';
import { changeLanguage, hasChosenLanguage } from './i18n';
import { isLanguage } from './languages';

/*
 * The signed-in person, as a tiny store rather than a TanStack query: the
 * landing and auth pages need it too, and they must not carry the query
 * library (10 KB) to a phone on 3G. Portal data still uses TanStack Query.
 */
interface SessionState {
  user: CurrentUser | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
}

let state: SessionState = { user: null, status: 'idle', error: null };
let inflight: Promise<CurrentUser | null> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Asks the server who is signed in; concurrent callers share one request. */
export function loadSession(): Promise<CurrentUser | null> {
  inflight ??= (async () => {
    setState({ ...state, status: state.status === 'ready' ? 'ready' : 'loading' });
    try {
      const { user, preferredLanguage } = await apiFetch<MeResponse>('/api/v1/me');
      // A language saved in Settings follows the person to a browser that has no choice of its own yet.
      if (isLanguage(preferredLanguage) && !hasChosenLanguage()) void changeLanguage(preferredLanguage);
      setState({ user, status: 'ready', error: null });
      return user;
    } catch (error) {
      setState({ user: null, status: 'error', error });
      throw error;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** After sign-out: nobody is signed in any more. */
export function clearSession(): void {
  setState({ user: null, status: 'ready', error: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession() {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (current.status === 'idle') loadSession().catch(() => undefined);
  }, [current.status]);
  return {
    user: current.user,
    isLoading: current.status === 'idle' || current.status === 'loading',
    error: current.status === 'error' ? current.error : null,
    refetch: () => loadSession().catch(() => null),
  };
}
