import fs from 'node:fs';
import path from 'node:path';
import { languageFromHeader, type ServerLanguage } from '@server/platform/i18n';

/*
 * index.html as each page needs it on a slow phone network (400 ms a round trip): without hints the
 * browser finds a page's code one wave at a time (entry, then the route, then its screen, then its
 * texts), so the server names them all at once as <link rel=modulepreload>, from the build manifest.
 * The page also carries a first screen ("Loading..." in the reader's language, right to left for
 * Arabic) that paints before the stylesheet and the scripts arrive. Nothing in it is personal: the
 * same path and language always get the same bytes.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PageNeeds {
  /** Route modules (manifest keys, relative to src/web) the router loads lazily for this page. */
  modules: string[];
  /** i18next namespaces its first screen reads, besides `common`. */
  namespaces: string[];
  /** Requests the page makes at once whose answers do not depend on the language. */
  fetches: string[];
  /** Requests the page makes at once whose answers are in the API's language (Accept-Language). */
  translatedFetches: string[];
}

const PORTAL = ['lib/query-provider.tsx', 'features/portal-access/portal-guard.tsx'];
// `validation` loads after the portal's first screen (portal-guard.tsx): not named, so it takes no bandwidth before.
const PORTAL_NAMESPACES = ['portal'];
const ME = '/api/v1/me';
// Must stay the path src/web/features/beneficiary/dashboard/api/early-dashboard.ts asks for.
const BENEFICIARY_DASHBOARD = '/api/v1/beneficiary/dashboard';

/** Mirrors src/web/router.tsx for the pages people open first; other paths get the entry's hints only. */
function needsOf(pathname: string): PageNeeds {
  const none = { fetches: [], translatedFetches: [] };
  if (pathname === '/') return { modules: ['features/landing/landing-page.tsx'], namespaces: ['landing'], ...none };
  if (/^\/auth\/(signin|signup)\/?$/.test(pathname)) {
    // The sign-up form is a chunk of its own, so that the sign-in page does not carry it.
    const signUp = pathname.startsWith('/auth/signup') ? ['features/auth/sign-up-form.tsx'] : [];
    return { modules: ['features/auth/auth-page.tsx', ...signUp], namespaces: ['auth'], ...none };
  }
  if (/^\/beneficiary(\/|$)/.test(pathname)) {
    // main.tsx imports early-dashboard itself, at once: named here, it does not wait for React to arrive.
    const home = /^\/beneficiary\/?$/.test(pathname)
      ? ['features/beneficiary/dashboard/dashboard-tab.tsx', 'features/beneficiary/dashboard/api/early-dashboard.ts']
      : [];
    return {
      modules: [...PORTAL, 'features/beneficiary/beneficiary-portal.tsx', ...home],
      // The header's notifications button and the offline notice read theirs on every tab.
      namespaces: [
        ...PORTAL_NAMESPACES,
        'beneficiary',
        'notifications',
        'offline',
        ...(home.length ? ['dashboard'] : []),
      ],
      fetches: [ME],
      translatedFetches: home.length ? [BENEFICIARY_DASHBOARD] : [],
    };
  }
  if (/^\/(staff|employer)(\/|$)/.test(pathname)) {
    return { modules: PORTAL, namespaces: PORTAL_NAMESPACES, fetches: [ME], translatedFetches: [] };
  }
  return { modules: [], namespaces: [], ...none };
}

/** The texts of the first screen, written at build time from the web's catalogues (vite.config.ts). */
type ShellTexts = Partial<Record<ServerLanguage, { loading: string; dir: 'ltr' | 'rtl' }>>;

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/** The language of the page: the one the person picked in the app (its `lang` cookie), else the browser's. */
export function shellLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): ServerLanguage {
  const picked = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  const fromCookie = picked ? languageFromHeader(picked) : null;
  return fromCookie && fromCookie === picked ? fromCookie : languageFromHeader(acceptLanguage);
}

export interface WebShell {
  /**
   * `apiSpeaksPageLanguage`: the browser's Accept-Language picks the page's language, so a preloaded
   * request (sent with that header) brings its translated answer in the language the app will ask for.
   */
  html(pathname: string, language: ServerLanguage, apiSpeaksPageLanguage: boolean): string;
}

export function loadWebShell(webDistDir: string): WebShell {
  const template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifest = readJson<Manifest>(path.join(webDistDir, '.vite', 'manifest.json'), {});
  const texts = readJson<ShellTexts>(path.join(webDistDir, 'shell-texts.json'), {});
  // Each language's folder of translation files (src/web/lib/locale-assets.ts).
  const localeDirs = readJson<Record<string, string>>(path.join(webDistDir, 'locale-dirs.json'), {});
  const entryFiles = new Set(filesOf(manifest, ['index.html']));
  const pages = new Map<string, string>();

  return {
    html(pathname, language, apiSpeaksPageLanguage) {
      const page = needsOf(pathname);
      const needs = { ...page, fetches: [...page.fetches, ...(apiSpeaksPageLanguage ? page.translatedFetches : [])] };
      const key = `${language} ${needs.modules.join()} ${needs.namespaces.join()} ${needs.fetches.join()}`;
      let html = pages.get(key);
      if (html === undefined) {
        const build = { manifest, entryFiles, localeDir: localeDirs[language] };
        html = compose(template, build, needs, language, texts[language] ?? texts.en);
        pages.set(key, html);
      }
      return html;
    },
  };
}

/** The files of some manifest entries with everything they import statically, each once. */
function filesOf(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

interface BuildFacts {
  manifest: Manifest;
  /** What index.html loads already. */
  entryFiles: Set<string>;
  /** The page language's folder of translation files. */
  localeDir: string | undefined;
}

function compose(
  template: string,
  { manifest, entryFiles, localeDir }: BuildFacts,
  needs: PageNeeds,
  language: ServerLanguage,
  text: { loading: string; dir: 'ltr' | 'rtl' } | undefined,
): string {
  const files = filesOf(manifest, needs.modules).filter((file) => !entryFiles.has(file));
  // Fetched by i18next with fetch() (same origin, no credentials asked): `crossorigin` makes the preload match.
  const locales = localeDir
    ? ['common', ...needs.namespaces].map((namespace) => `/${localeDir}/${namespace}.json`)
    : [];
  const hints = [
    ...needs.fetches.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
    ...locales.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}" dir="${text?.dir ?? 'ltr'}"`);
  if (hints.length) html = html.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
  if (!text) return html;
  // Styled inline: it paints before the stylesheet arrives, which is moved after it (in-body CSS only
  // holds back what follows it). React replaces it on its first render.
  const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  for (const link of stylesheets) html = html.replace(link, '');
  const shell =
    `<div id="root"><main style="display:flex;min-height:100dvh;align-items:center;justify-content:center;` +
    `padding:0 1rem;font-family:system-ui,sans-serif;color:#64748b"><p role="status">${escapeHtml(text.loading)}</p>` +
    `</main></div>${stylesheets.map((link) => link.trim()).join('')}`;
  return html.replace('<div id="root"></div>', shell);
}
