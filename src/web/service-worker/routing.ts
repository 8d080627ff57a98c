/*
 * How the service worker answers each request. Kept apart from the worker so it can be tested:
 * - API answers are personal and sent `no-store`: always the network, never a cache.
 * - A page (a navigation) comes from the network, or offline the app shell cached at install.
 * - Files under /assets/ have content hashes in their names, so a cached copy is never out of date.
 * - Other files of ours (icons, the manifest) come from the cache when it has them.
 */
export type Strategy = 'network' | 'shell' | 'hashed-asset' | 'cached-or-network';

export interface RequestFacts {
  method: string;
  url: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith('/assets/')) return 'hashed-asset';
  // The worker's own script must always be fetched fresh, or a deploy could never replace it.
  if (url.pathname === '/sw.js') return 'network';
  return 'cached-or-network';
}

/** What the build tells the worker to download at install. */
export interface PrecacheManifest {
  /** Changes with every build: names the cache, so a deploy starts a fresh one. */
  version: string;
  /** The app shell served for every page offline. */
  shell: string;
  /** Code, styles and files the landing, auth and beneficiary pages need, fetched at install. */
  files: string[];
  /** The translation chunks of those pages, per language: only the person's language is fetched. */
  locales: Record<string, string[]>;
}

export const CACHE_PREFIX = 'app-';

export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Caches an older build left behind, to delete when this one takes over. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(version));
}
