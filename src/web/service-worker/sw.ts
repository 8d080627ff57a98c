import { cacheName, staleCaches, strategyFor, type PrecacheManifest } from './routing';

/*
 * The service worker, built to /sw.js by build-plugin.ts, which fills in the manifest. Its types are
 * declared here because the project compiles against the DOM library, which lacks the worker's.
 */
declare const __PRECACHE_MANIFEST__: PrecacheManifest;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const manifest = __PRECACHE_MANIFEST__;
const CACHE = cacheName(manifest.version);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([manifest.shell, ...manifest.files]);
      // A new deploy takes over at once: an open page keeps the code it has loaded, and its own chunks
      // have names no newer build reuses, so it never runs a mix of old and new code.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), manifest.version).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

/** The page tells which language the person reads: its translations are kept for offline use. */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; language?: string } | null;
  if (data?.type !== 'keep-language' || !data.language) return;
  const files = manifest.locales[data.language] ?? [];
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      const missing = [];
      for (const file of files) if (!(await cache.match(file))) missing.push(file);
      await cache.addAll(missing);
    }),
  );
});

async function pageOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(manifest.shell, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function hashedAsset(request: Request, keep: (work: Promise<unknown>) => void): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  // Kept at first use (a tab opened once opens offline later); never an error page under an asset's name.
  if (response.ok) {
    const copy = response.clone();
    keep(caches.open(CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}

async function cachedOrNetwork(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (strategyFor(request, worker.location.origin)) {
    case 'shell':
      return event.respondWith(pageOrShell(request));
    case 'hashed-asset':
      return event.respondWith(hashedAsset(request, (work) => event.waitUntil(work)));
    case 'cached-or-network':
      return event.respondWith(cachedOrNetwork(request));
    case 'network':
      // Not answered here: the browser fetches it as if there were no worker, and nothing is stored.
      return;
  }
});
