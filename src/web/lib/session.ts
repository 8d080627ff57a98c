import { useEffect, useSyncExternalStore } from 'react';
import type { CurrentUser, MeResponse } from '@domain/me';
import type { UserType } from '@domain/user-types';
import { apiFetch, parseApiError } from './api';
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

/*
 * Without a connection the portals open for the person last signed in on this device, with what it kept
 * for them. Loaded only then: the landing page does not carry it.
 */
async function keptUser(): Promise<CurrentUser | null> {
  const { openFromDevice } = await import('./offline-cache/offline-portal');
  return openFromDevice();
}

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

let firstAsk = true;

/*
 * The first ask of a page is the request index.html already started (`<link rel=preload as=fetch
 * crossorigin=use-credentials>`, see src/server/http/web-app-shell.ts): a browser hands the preloaded
 * answer over only to a request of the same credentials mode and headers, hence no Accept-Language (the
 * answer holds no translated text) nor Accept. Later asks are ordinary API calls.
 */
async function fetchMe(): Promise<MeResponse> {
  if (!firstAsk) return apiFetch<MeResponse>('/api/v1/me');
  firstAsk = false;
  const response = await fetch('/api/v1/me', { credentials: 'include' });
  if (!response.ok) throw await parseApiError(response);
  return (await response.json()) as MeResponse;
}

/** Asks the server who is signed in; concurrent callers share one request. */
export function loadSession(): Promise<CurrentUser | null> {
  inflight ??= (async () => {
    setState({ ...state, status: state.status === 'ready' ? 'ready' : 'loading' });
    try {
      const { user, preferredLanguage } = await fetchMe();
      // A language saved in Settings follows the person to a browser that has no choice of its own yet.
      if (isLanguage(preferredLanguage) && !hasChosenLanguage()) void changeLanguage(preferredLanguage);
      setState({ user, status: 'ready', error: null });
      return user;
    } catch (error) {
      // fetch rejects with a TypeError only when no answer came at all: the network, not the server, failed.
      const kept = error instanceof TypeError ? await keptUser().catch(() => null) : null;
      if (kept) {
        setState({ user: kept, status: 'ready', error: null });
        return kept;
      }
      setState({ user: null, status: 'error', error });
      throw error;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/*
 * What a portal's first screen needs (its code, texts and, once the account is known, its data), fetched
 * ahead, e.g. while the person types their password on Slow 3G. main.tsx, which composes the pages,
 * registers it; a page asks for it without knowing the portals.
 */
let portalPrefetch: (userType?: UserType) => void = () => undefined;

export function setPortalPrefetch(prefetch: (userType?: UserType) => void): void {
  portalPrefetch = prefetch;
}

/** Without a type: the code every portal and the beneficiary's home need; with one: that portal's data too. */
export function prefetchPortal(userType?: UserType): void {
  portalPrefetch(userType);
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
