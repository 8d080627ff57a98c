import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress';
import { LANGUAGES } from './src/web/lib/languages';
import { localeAssets } from './src/web/lib/locale-assets';
import { serviceWorker } from './src/web/service-worker/build-plugin';

/**
 * The first screen's text in every language, from the web's own catalogues, for the server to put
 * in index.html before any script has run (src/server/http/web-app-shell.ts).
 */
function shellTexts(): Plugin {
  return {
    name: 'shell-texts',
    apply: 'build',
    generateBundle() {
      const texts = Object.fromEntries(
        LANGUAGES.map(({ code, dir }) => {
          const portal = JSON.parse(readFileSync(`src/web/locales/${code}/portal.json`, 'utf8')) as { loading: string };
          return [code, { loading: portal.loading, dir }];
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'shell-texts.json', source: JSON.stringify(texts) });
    },
  };
}

/*
 * On Slow 3G every file costs a round trip (400 ms) and a phone fetches six at a time over HTTP/1.1, so the
 * many small chunks the bundler makes by default (one per set of pages sharing some modules) cost more than
 * their bytes. firstScreenChunk names a chunk for each module by the first screens that reach it through
 * static imports:
 * - what the entry needs (every page needs it) goes into one chunk, `app`;
 * - what the public pages need, into one chunk per set of public pages using it, so that no page downloads
 *   another public page's code (they carry the JavaScript budget);
 * - what the beneficiary's home (portal and dashboard) needs and no public page does, into
 *   `beneficiary-home` when only that screen uses it, else `portal-shared` (shared with other tabs or
 *   portals). No module of the staff console or the employer portal is in either: the home does not reach them.
 * The rest (later tabs, the console) keeps the default chunks, and so do the lazily loaded
 * modules themselves: the manifest, the server's preload hints and the service worker find those by their
 * source. A module's imports reach at least the screens it reaches, so chunks import each other one way
 * (home -> shared -> public -> app) and never in a cycle.
 */
const WEB_ROOT = fileURLToPath(new URL('./src/web/', import.meta.url));
/** The entry keeps its own chunk (index.html's script), importing the `app` chunk. */
const ENTRY = `${WEB_ROOT}main.tsx`;
const PUBLIC_PAGES: Record<string, string> = {
  landing: 'features/landing/landing-page.tsx',
  signin: 'features/auth/auth-page.tsx',
  forgot: 'features/auth/forgot-password-page.tsx',
  reset: 'features/auth/reset-password-page.tsx',
  missing: 'features/not-found/not-found-page.tsx',
};
const BENEFICIARY_HOME = [
  'lib/query-provider.tsx',
  'features/portal-access/portal-guard.tsx',
  'features/beneficiary/beneficiary-portal.tsx',
  'features/beneficiary/dashboard/dashboard-tab.tsx',
  'features/beneficiary/dashboard/api/early-dashboard.ts',
].map((path) => WEB_ROOT + path);

/*
 * The pages import icons by name from lucide-react's index, which imports every icon: through it every
 * page would seem to reach all of them. The index names each icon's own file; a module reaches the files
 * of the icons it names.
 */
const LUCIDE_INDEX = '/lucide-react/dist/esm/lucide-react.mjs';
/** Packages whose modules follow the pages: lucide's icons, and small ones the buttons and fields use. */
const SMALL_PACKAGES =
  /[\\/]node_modules[\\/](lucide-react|@radix-ui[\\/]react-(slot|compose-refs)|class-variance-authority|clsx|tailwind-merge)[\\/]/;

function lucideIconFiles(ctx: ChunkingContext): Map<string, string> {
  const files = new Map<string, string>();
  const index = fileURLToPath(new URL(`./node_modules${LUCIDE_INDEX}`, import.meta.url));
  const code = ctx.getModuleInfo(index)?.code ?? '';
  for (const [, names = '', file = ''] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[\w-]+\.mjs)["']/g,
  )) {
    const id = fileURLToPath(new URL(file, `file://${index}`));
    for (const name of names.split(',')) files.set(name.replace(/^\s*default\s+as\s+/, '').trim(), id);
  }
  return files;
}

function iconsImportedBy(code: string | null, iconFiles: Map<string, string>): string[] {
  const icons: string[] = [];
  for (const [, names = ''] of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const name of names.split(',')) {
      const file = iconFiles.get(name.replace(/\s+as\s+\w+/, '').trim());
      if (file) icons.push(file);
    }
  }
  return icons;
}

interface ModuleReach {
  /** The screens (entry, public page names, home, other) that reach each module. */
  screens: Map<string, Set<string>>;
  /** Lazily loaded modules: they keep chunks of their own. */
  lazy: Set<string>;
}

function reachOfScreens(ctx: ChunkingContext): ModuleReach {
  const screens = new Map<string, Set<string>>();
  const iconFiles = lucideIconFiles(ctx);
  const mark = (from: string, screen: string) => {
    const stack = [from];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      const marks = screens.get(id) ?? new Set<string>();
      const info = ctx.getModuleInfo(id);
      if (marks.has(screen) || !info) continue;
      screens.set(id, marks.add(screen));
      stack.push(...info.importedIds.filter((imported) => !imported.endsWith(LUCIDE_INDEX)));
      stack.push(...iconsImportedBy(info.code, iconFiles));
    }
  };
  mark(ENTRY, 'entry');
  for (const [screen, path] of Object.entries(PUBLIC_PAGES)) mark(WEB_ROOT + path, screen);
  for (const id of BENEFICIARY_HOME) mark(id, 'home');
  // Every other lazily loaded module (later tabs, the console's and the employer's screens).
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const stack = [ENTRY];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const info = seen.has(id) ? null : ctx.getModuleInfo(id);
    seen.add(id);
    if (!info) continue;
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
    for (const target of info.dynamicallyImportedIds) {
      lazy.add(target);
      const page =
        BENEFICIARY_HOME.includes(target) || Object.values(PUBLIC_PAGES).some((p) => target === WEB_ROOT + p);
      if (!page) mark(target, 'other');
    }
  }
  return { screens, lazy };
}

let reach: ModuleReach | undefined;

function firstScreenChunk(id: string, ctx: ChunkingContext): string | null {
  // Other packages keep the default chunks: radix-ui's index imports every component, far more than a
  // page uses, which the module graph cannot tell apart before tree-shaking.
  if (id.includes('/node_modules/') && !SMALL_PACKAGES.test(id)) return null;
  reach ??= reachOfScreens(ctx);
  const screens = reach.screens.get(id);
  if (!screens || id === ENTRY || reach.lazy.has(id)) return null;
  if (screens.has('entry')) return 'app';
  const pages = Object.keys(PUBLIC_PAGES).filter((page) => screens.has(page));
  // What only one page uses stays in that page's own chunk.
  if (pages.length === 1 && screens.size === 1) return null;
  // What one public page shares with the beneficiary's home is kept apart from what that page alone uses
  // (the landing page's cards), which the home does not download.
  const shared = pages.length === 1 && screens.has('home') ? '-home' : '';
  if (pages.length) return `public-${pages.join('-')}${shared}`;
  if (screens.has('home')) return screens.has('other') ? 'portal-shared' : 'beneficiary-home';
  return null;
}

/** The module graph changes between builds (watch mode): its reach is worked out again for each. */
const forgetReach: Plugin = { name: 'first-screen-chunks', buildStart: () => void (reach = undefined) };

// The web client lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  // The @domain and @web import aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  plugins: [react(), tailwindcss(), localeAssets(), serviceWorker(), shellTexts(), precompress(), forgetReach],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Top-level await in main.tsx needs ES2022; modern syntax is also smaller on the wire.
    target: 'es2022',
    // Every browser that runs ES2022 knows <link rel=modulepreload>: the polyfill only cost the entry bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The API's schemas live in src/domain beside rules the pages use (decision 0003). A schema a page
      // does not use must not reach it: building a zod schema has no side effect, but once the schema
      // library sits in a chunk shared with another page the bundler keeps every unused z.object(...)
      // call (and the library with it) unless told that z.* calls are pure.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // React, the router and i18next change rarely and every page needs them: one chunk
        // compresses better than several and stays cached across deploys of our own code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            // On Slow 3G each file costs a round trip (400 ms), and a phone fetches six at a time over HTTP/1.1:
            // the query library, which every portal needs and no public page does, comes as one file, not six.
            {
              name: 'query',
              priority: 20,
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
            // See firstScreenChunk: files by first screen, not by every set of pages sharing a module.
            { name: firstScreenChunk, debugName: 'first-screen', priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
