import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18next, i18nReady, initialLanguage } from './lib/i18n';
import { loadSession, setPortalPrefetch } from './lib/session';
import { AppRoutes } from './router';
import { registerServiceWorker } from './service-worker/register';
import './styles.css';

// The language the server wrote this page in, read before i18next sets the app's own on <html>.
const servedLanguage = document.documentElement.lang;
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// On a portal the session (and on the beneficiary's home its figures) is asked for now, while React and
// the page's code are still arriving, not in waves after them: index.html preloads the session request.
if (/^\/(beneficiary|staff|employer)(\/|$)/.test(location.pathname)) void loadSession().catch(() => undefined);
if (/^\/beneficiary\/?$/.test(location.pathname)) startDashboardRequest(initialLanguage());

/** Loaded when needed (index.html preloads it on the beneficiary's home): public pages do without it. */
function startDashboardRequest(language: string): void {
  void import('./features/beneficiary/dashboard/api/early-dashboard').then((early) =>
    early.startDashboardRequest(language, servedLanguage),
  );
}

setPortalPrefetch((userType) => {
  void Promise.all([
    import('./lib/query-provider'),
    import('./features/portal-access/portal-guard'),
    i18next.loadNamespaces(['portal', 'validation']),
  ]).catch(() => undefined);
  if (userType === undefined || userType === 'beneficiary') {
    void Promise.all([
      import('./features/beneficiary/beneficiary-portal'),
      import('./features/beneficiary/dashboard/dashboard-tab'),
      i18next.loadNamespaces(['beneficiary', 'dashboard']),
    ]).catch(() => undefined);
  }
  if (userType === 'beneficiary') startDashboardRequest(i18next.language);
});

await i18nReady;

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);

// Offline use (the app shell and the last data seen) on the built app only.
if (import.meta.env.PROD) registerServiceWorker();
