import { i18next } from '../lib/i18n';

/*
 * Registers the service worker (production builds only: in development Vite serves modules one by one
 * and a worker would keep stale ones) and tells it the person's language, so it keeps those translations.
 */
function keepLanguage(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({ type: 'keep-language', language: i18next.language });
}

function register(): void {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      keepLanguage(registration.active);
      i18next.on('languageChanged', () => keepLanguage(registration.active));
    },
    // No worker (a private window, an old browser): the app works as before, online only.
    () => undefined,
  );
}

/** After the first screen has loaded: the install downloads must not slow it down. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
